import { PageHeading } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { TeachingNav } from '../../components/TeachingNav';
import { SeminarDesk } from '../../features/seminar-desk/SeminarDesk';
import { NAMESPACE } from '../../locales';
import styles from '../../components/teaching-page.module.css';

/** /teaching/seminars: the course's seminars, created, edited and cancelled. */
export default function SeminarsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHeading>{t('pages.teachingSeminars')}</PageHeading>
      <div className={styles.page}>
        <TeachingNav />
        <SeminarDesk />
      </div>
    </>
  );
}
