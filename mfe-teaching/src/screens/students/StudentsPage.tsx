import { PageHeading } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { TeachingNav } from '../../components/TeachingNav';
import { Roster } from '../../features/student-roster/Roster';
import { NAMESPACE } from '../../locales';
import styles from '../../components/teaching-page.module.css';

/** /teaching/students: the roster of enrolments. */
export default function StudentsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHeading>{t('pages.teachingStudents')}</PageHeading>
      <div className={styles.page}>
        <TeachingNav />
        <Roster />
      </div>
    </>
  );
}
