import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorText,
  Spinner,
  errorMessage,
  getCertificatePdf,
  saveFile,
  useOffered,
  type Completion,
} from '@academy/shared';
import { TickIcon } from '../../components/LockIcon';
import { postCertificate } from './api/post-certificate';
import { useCompletion } from '../../resources/completion';
import styles from './certification-checklist.module.css';

export type RequirementKey = 'lectures' | 'topicEssays' | 'finalEssay' | 'tests';

/**
 * Where an unmet requirement is met: an in-page link (`href`, its target is moved to by `onClick`),
 * or a button (`onClick` only), or nothing.
 */
export interface RequirementLink {
  href?: string;
  onClick: () => void;
}

interface Row {
  key: RequirementKey;
  label: string;
  met: boolean;
}

function rows(completion: Completion, t: (key: string, values?: Record<string, unknown>) => string): Row[] {
  const { lectures, topic_essays, final_essay, tests } = completion.requirements;
  return [
    {
      key: 'lectures',
      label: t('checklist.lectures', { done: lectures.completed, total: lectures.total }),
      met: lectures.met,
    },
    {
      key: 'topicEssays',
      label: t('checklist.topicEssays', { done: topic_essays.submitted, total: topic_essays.total }),
      met: topic_essays.met,
    },
    {
      key: 'finalEssay',
      label: t('checklist.finalEssay', {
        state: t(`essays.status.${final_essay.status ?? 'none'}`),
      }),
      met: final_essay.met,
    },
    {
      key: 'tests',
      label: t('checklist.tests', { points: tests.points, required: tests.required, max: tests.max }),
      met: tests.met,
    },
  ];
}

export interface CertificationChecklistProps {
  courseId: number;
  /** Where each unmet requirement is met (decision 0712); none without it. */
  linkOf?: (key: RequirementKey) => RequirementLink | null;
}

/**
 * The Certification tab's checklist (docs/product/course-and-learning.md): each requirement and
 * whether it is met, an unmet one linking to where it is met; once all are, the student gets the
 * certificate and downloads its PDF. Nothing against a backend without certificates (decision 0211).
 */
export function CertificationChecklist({ courseId, linkOf }: CertificationChecklistProps) {
  const { t } = useTranslation('learning');
  const { data, status, error } = useCompletion();
  const offered = useOffered('completion');
  const [busy, setBusy] = useState<'issue' | 'download' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  useEffect(() => {
    void useCompletion.getState().load(courseId);
  }, [courseId]);

  if (!offered) return null;
  if (data === null && status !== 'error') return <Spinner />;
  if (data === null) return <ErrorText>{error}</ErrorText>;

  const issue = async () => {
    setBusy('issue');
    setActionError(null);
    try {
      const certificate = await postCertificate(courseId);
      useCompletion.getState().setData((held) => (held ? { ...held, certificate } : held));
    } catch (failure) {
      setActionError(errorMessage(failure, 'certificate'));
    } finally {
      setBusy(null);
    }
  };

  const download = async (number: string) => {
    setBusy('download');
    setActionError(null);
    try {
      saveFile(await getCertificatePdf(courseId), `certificate-${number}.pdf`);
    } catch (failure) {
      setActionError(errorMessage(failure, 'certificate'));
    } finally {
      setBusy(null);
    }
  };

  const certificate = data.certificate;
  return (
    <section aria-labelledby="checklist-title" className={styles.checklist}>
      <h3 id="checklist-title" className={styles.heading}>
        {t('checklist.title')}
      </h3>
      <ul className={styles.rows}>
        {rows(data, t).map((row) => (
          <li key={row.key} className={row.met ? styles.met : styles.unmet}>
            <span className={styles.mark} aria-hidden="true">
              {row.met ? <TickIcon /> : '○'}
            </span>
            <span>
              {row.label}
              {row.met ? null : (
                <RowLink link={linkOf?.(row.key) ?? null} label={t(`checklist.go.${row.key}`)} />
              )}
            </span>{' '}
            <span className={styles.state}>{row.met ? t('checklist.met') : t('checklist.notMet')}</span>
          </li>
        ))}
      </ul>
      {certificate ? (
        <div className={styles.certificate}>
          <p className={styles.number}>
            {t('checklist.number')} <strong>{certificate.number}</strong>
            {certificate.status === 'revoked' ? ` (${t('checklist.revoked')})` : null}
          </p>
          <div className={styles.actions}>
            <Button
              onClick={() => void download(certificate.number)}
              loading={busy === 'download'}
              disabled={certificate.status === 'revoked'}
            >
              {t('checklist.download')}
            </Button>
            <a href={certificate.verification_url} target="_blank" rel="noreferrer">
              {t('checklist.verify')}
            </a>
          </div>
        </div>
      ) : data.eligible ? (
        <Button onClick={() => void issue()} loading={busy === 'issue'}>
          {t('checklist.get')}
        </Button>
      ) : (
        <p className={styles.note}>{t('checklist.notYet')}</p>
      )}
      {actionError ? <ErrorText>{actionError}</ErrorText> : null}
    </section>
  );
}

/** An unmet requirement's way to where it is met, on a line of its own under the requirement. */
function RowLink({ link, label }: { link: RequirementLink | null; label: string }) {
  if (!link) return null;
  if (!link.href) {
    return (
      <button type="button" className={styles.go} onClick={link.onClick}>
        {label}
      </button>
    );
  }
  return (
    <a
      className={styles.go}
      href={link.href}
      onClick={(event) => {
        event.preventDefault();
        link.onClick();
      }}
    >
      {label}
    </a>
  );
}
