import { PageHeading } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { TeachingNav } from '../../components/TeachingNav';
import { EssayQueue } from '../../features/essay-queue/EssayQueue';
import { NAMESPACE } from '../../locales';
import styles from '../../components/teaching-page.module.css';

/** /teaching and /teaching/essays: the instructors' first screen, the essays waiting for evaluation. */
export default function EssayQueuePage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHeading>{t('pages.teachingEssays')}</PageHeading>
      <div className={styles.page}>
        <TeachingNav />
        <EssayQueue />
      </div>
    </>
  );
}
