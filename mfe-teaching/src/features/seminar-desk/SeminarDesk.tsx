import {
  Button,
  ErrorText,
  formatDate,
  Spinner,
  TextInput,
  useLanguage,
  type StaffSeminar,
} from '@academy/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListNote, LoadFailure, Pager } from '../../components/ListStates';
import { NAMESPACE } from '../../locales';
import { useCourseCalendar } from '../../resources/course-topics/course-topics';
import { resetSeminarDesk, useCancelSeminar, useStaffSeminars } from './seminar-desk-store';
import { SeminarForm } from './SeminarForm';
import panel from '../../components/teaching-panel.module.css';
import styles from './seminar-desk.module.css';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The course's seminars (docs/decisions/0807): create, edit and cancel. Students see the changes in
 * their Seminars tab; a cancelled seminar stays listed here, marked, and is hidden from them.
 */
export function SeminarDesk() {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const { data, status, error, load } = useStaffSeminars();
  // The course the seminars belong to: the calendar's (the academy runs one course).
  const course = useCourseCalendar((state) => state.data?.topics[0]?.course ?? null);
  const calendarError = useCourseCalendar((state) => state.error);
  const [editing, setEditing] = useState<StaffSeminar | 'new' | null>(null);

  useEffect(() => {
    void load(page);
  }, [load, page]);

  useEffect(() => {
    if (useCourseCalendar.getState().status === 'idle') void useCourseCalendar.getState().load();
    return resetSeminarDesk;
  }, []);

  // The list already shows what the API saved (seminar-desk-store).
  const close = () => setEditing(null);

  return (
    <section className={panel.panel} aria-labelledby={`${id}-title`}>
      <div className={panel.top}>
        <h2 id={`${id}-title`} className={panel.title}>
          {t('seminars.title')}
        </h2>
        {editing === null && (
          <Button disabled={course === null} onClick={() => setEditing('new')}>
            {t('seminars.new')}
          </Button>
        )}
      </div>
      {course === null && calendarError && <ErrorText>{calendarError}</ErrorText>}
      {editing !== null && course !== null && (
        <SeminarForm
          key={editing === 'new' ? 'new' : editing.id}
          course={course}
          seminar={editing === 'new' ? null : editing}
          onDone={close}
        />
      )}

      {status === 'error' && (
        <LoadFailure message={error} onRetry={() => void useStaffSeminars.getState().reload()} />
      )}
      {status !== 'error' && data === null && <Spinner label={t('seminars.loading')} />}
      {status !== 'error' && data !== null && data.results.length === 0 && (
        <ListNote>{t('seminars.none')}</ListNote>
      )}
      {status !== 'error' && data !== null && data.results.length > 0 && (
        <>
          <ul className={styles.list}>
            {data.results.map((seminar) => (
              <SeminarItem key={seminar.id} seminar={seminar} onEdit={() => setEditing(seminar)} />
            ))}
          </ul>
          <Pager
            label={t('seminars.pages')}
            page={page}
            hasPrevious={data.previous !== null}
            hasNext={data.next !== null}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </>
      )}
    </section>
  );
}

function SeminarItem({ seminar, onEdit }: { seminar: StaffSeminar; onEdit: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const cancel = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    const done = await useCancelSeminar.getState().run(seminar.id, reason.trim());
    setSending(false);
    if (done) setCancelling(false);
    else setFailure(useCancelSeminar.getState().error);
  };

  return (
    <li className={seminar.cancelled ? `${styles.item} ${styles.cancelled}` : styles.item}>
      <h3 className={styles.itemTitle}>{seminar.title}</h3>
      <p className={styles.meta}>
        {formatDate(seminar.date, language)} · {seminar.time.slice(0, 5)} · {seminar.teacher_name}
      </p>
      <a className={styles.link} href={seminar.link} target="_blank" rel="noreferrer noopener">
        {seminar.link}
      </a>
      {seminar.cancelled ? (
        <p className={styles.cancelledNote}>
          <strong>{t('seminars.cancelled')}</strong>
          {seminar.cancellation_reason !== '' && ` ${seminar.cancellation_reason}`}
        </p>
      ) : cancelling ? (
        <form className={styles.cancelForm} onSubmit={(event) => void cancel(event)}>
          <label htmlFor={`${id}-reason`}>{t('seminars.reason')}</label>
          <TextInput
            id={`${id}-reason`}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <ErrorText>{failure}</ErrorText>
          <div className={styles.actions}>
            <Button type="submit" loading={sending}>
              {t('seminars.confirmCancel')}
            </Button>
            <Button variant="secondary" onClick={() => setCancelling(false)}>
              {t('seminars.keep')}
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onEdit}>
            {t('seminars.edit')}
          </Button>
          <Button variant="secondary" onClick={() => setCancelling(true)}>
            {t('seminars.cancel')}
          </Button>
        </div>
      )}
    </li>
  );
}
