import { ROSTER_CERTIFICATE_FILTERS, ROSTER_ESSAY_FILTERS, ROSTER_SORTS } from '@academy/rules';
import {
  ApiError,
  Button,
  ErrorText,
  formatDate,
  Modal,
  saveFile,
  Spinner,
  TextInput,
  useLanguage,
  type RosterQuery,
  type RosterRow,
} from '@academy/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListNote, LoadFailure, Pager } from '../../components/ListStates';
import { FilterSelect, SearchBox } from '../../components/SearchBox';
import { studentName } from '../../lib/people';
import { NAMESPACE } from '../../locales';
import { getRosterCsv } from './api/get-roster-csv';
import { resetRoster, useRevokeCertificate, useRoster } from './student-roster-store';
import panel from '../../components/teaching-panel.module.css';
import styles from './student-roster.module.css';

function oneOf<T extends string>(values: readonly T[], value: string | null): T {
  return values.find((candidate) => candidate === value) ?? (values[0] as T);
}

type AddressQuery = Required<Pick<RosterQuery, 'search' | 'essays' | 'certificate' | 'sort' | 'page'>>;

/** The roster's filters, sort and page from the address; anything unknown falls back to the default. */
function queryFrom(params: URLSearchParams): AddressQuery {
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    essays: oneOf(ROSTER_ESSAY_FILTERS, params.get('essays')),
    certificate: oneOf(ROSTER_CERTIFICATE_FILTERS, params.get('certificate')),
    sort: oneOf(ROSTER_SORTS, params.get('sort')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The students (docs/decisions/0804): progress, best test points, essays and certificate of each
 * enrolment; filtered, sorted and paged by the API (it stays fast with many students), exported as CSV
 * with the same filters, and a certificate revoked with a reason.
 */
export function Roster() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const { search, essays, certificate, sort, page } = queryFrom(params);
  const [typed, setTyped] = useState(search);
  const { data, status, error, load } = useRoster();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<RosterRow | null>(null);

  useEffect(() => {
    void load({ search, essays, certificate, sort, page });
  }, [load, search, essays, certificate, sort, page]);

  useEffect(() => resetRoster, []);

  const show = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === '' || value === 'any' || (name === 'sort' && value === 'name')) next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      saveFile(await getRosterCsv({ search, essays, certificate, sort }), 'students.csv');
    } catch (failure) {
      setExportError(failure instanceof ApiError ? failure.message : t('students.exportFailed'));
    }
    setExporting(false);
  };

  return (
    <section className={panel.panel} aria-labelledby={`${id}-title`}>
      <div className={panel.top}>
        <h2 id={`${id}-title`} className={panel.title}>
          {t('students.title')}
        </h2>
        <Button variant="secondary" loading={exporting} onClick={() => void exportCsv()}>
          {t('students.export')}
        </Button>
      </div>
      <ErrorText>{exportError}</ErrorText>
      <div className={styles.filters}>
        <SearchBox
          label={t('students.search')}
          value={typed}
          onChange={setTyped}
          onSearch={(text) => show({ search: text })}
        />
        <FilterSelect
          label={t('students.essays')}
          value={essays}
          options={ROSTER_ESSAY_FILTERS.map((value) => ({
            value,
            label: t(`students.essayFilters.${value}`),
          }))}
          onChange={(value) => show({ essays: value })}
        />
        <FilterSelect
          label={t('students.certificate')}
          value={certificate}
          options={ROSTER_CERTIFICATE_FILTERS.map((value) => ({
            value,
            label: t(`students.certificateFilters.${value}`),
          }))}
          onChange={(value) => show({ certificate: value })}
        />
        <FilterSelect
          label={t('students.sort')}
          value={sort}
          options={ROSTER_SORTS.map((value) => ({
            value,
            label: t(`students.sorts.${value.replace('-', 'desc_')}`),
          }))}
          onChange={(value) => show({ sort: value })}
        />
      </div>

      {status === 'error' && (
        <LoadFailure message={error} onRetry={() => void useRoster.getState().reload()} />
      )}
      {status !== 'error' && data === null && <Spinner label={t('students.loading')} />}
      {status !== 'error' && data !== null && data.results.length === 0 && (
        <ListNote>
          {t(
            search !== '' || essays !== 'any' || certificate !== 'any'
              ? 'students.noneFound'
              : 'students.none',
          )}
        </ListNote>
      )}
      {status !== 'error' && data !== null && data.results.length > 0 && (
        <>
          <ListNote>{t('students.count', { count: data.count })}</ListNote>
          <div className={styles.scroller} role="region" aria-label={t('students.table')} tabIndex={0}>
            <table className={styles.table} aria-busy={status === 'loading'}>
              <thead>
                <tr>
                  <th scope="col">{t('students.columns.student')}</th>
                  <th scope="col">{t('students.columns.progress')}</th>
                  <th scope="col">{t('students.columns.points')}</th>
                  <th scope="col">{t('students.columns.essays')}</th>
                  <th scope="col">{t('students.columns.certificate')}</th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((row) => (
                  <RosterLine
                    key={`${row.student.id}-${row.course}`}
                    row={row}
                    onRevoke={() => setRevoking(row)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={t('students.pages')}
            page={page}
            hasPrevious={data.previous !== null}
            hasNext={data.next !== null}
            onPage={(next) => show({ page: String(next) })}
          />
        </>
      )}
      {revoking?.certificate && (
        <RevokeDialog
          number={revoking.certificate.number}
          name={studentName(revoking.student)}
          onClose={() => setRevoking(null)}
        />
      )}
    </section>
  );
}

function RosterLine({ row, onRevoke }: { row: RosterRow; onRevoke: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { certificate } = row;
  return (
    <tr>
      <th scope="row">
        <span className={styles.student}>
          <span>{studentName(row.student)}</span>
          <span className={styles.muted}>{row.student.email}</span>
          <span className={styles.muted}>
            {t('students.enrolled', { date: formatDate(row.enrolled_at, language) })}
          </span>
        </span>
      </th>
      <td>{t('students.lectures', { done: row.lectures_completed, total: row.lectures_total })}</td>
      <td>{row.test_points}</td>
      <td>
        {t('students.essayCounts', {
          waiting: row.essays.submitted,
          accepted: row.essays.accepted,
          returned: row.essays.returned,
        })}
        {row.final_essay && (
          <span className={styles.muted}>
            {t('students.finalEssay', { status: t(`essays.statuses.${row.final_essay}`) })}
          </span>
        )}
      </td>
      <td>
        {certificate ? (
          <span className={styles.certificate}>
            <span>{certificate.number}</span>
            <span className={certificate.status === 'revoked' ? styles.revoked : styles.muted}>
              {t(`students.certificateStatus.${certificate.status}`)}
            </span>
            {certificate.status === 'valid' && (
              <Button variant="secondary" onClick={onRevoke}>
                {t('students.revoke')}
              </Button>
            )}
          </span>
        ) : (
          <span className={styles.muted}>{t('students.noCertificate')}</span>
        )}
      </td>
    </tr>
  );
}

function RevokeDialog({ number, name, onClose }: { number: string; name: string; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { pending } = useRevokeCertificate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem(t('students.reasonRequired'));
      return;
    }
    setProblem(null);
    if (await useRevokeCertificate.getState().run(number, reason.trim())) onClose();
    else setProblem(useRevokeCertificate.getState().error);
  };

  return (
    <Modal open onClose={onClose} title={t('students.revokeTitle', { number })}>
      <form className={styles.revokeForm} noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('students.revokeText', { name })}</p>
        <label htmlFor={`${id}-reason`}>{t('students.reason')}</label>
        <TextInput
          id={`${id}-reason`}
          maxLength={500}
          value={reason}
          aria-invalid={problem !== null || undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <ErrorText>{problem}</ErrorText>
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {t('students.confirmRevoke')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('seminars.keep')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
