import { PageHeading } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { TeachingNav } from '../../components/TeachingNav';
import { EssayEvaluation } from '../../features/essay-evaluation/EssayEvaluation';
import { screenPaths } from '../../lib/screen-paths';
import { NAMESPACE } from '../../locales';
import styles from '../../components/teaching-page.module.css';

/** /teaching/essays/:essayId: one essay, read and evaluated. */
export default function EssayReviewPage() {
  const { t } = useTranslation(NAMESPACE);
  const { essayId } = useParams();
  const id = Number(essayId);
  return (
    <>
      <PageHeading>{t('pages.teachingEssay')}</PageHeading>
      <div className={styles.page}>
        <TeachingNav />
        <Link to={screenPaths.essays}>{t('evaluation.back')}</Link>
        {Number.isInteger(id) && id > 0 ? (
          <EssayEvaluation essayId={id} />
        ) : (
          <p role="alert">{t('evaluation.noSuchEssay')}</p>
        )}
      </div>
    </>
  );
}
