import { PageHeading } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { TeachingNav } from '../../components/TeachingNav';
import { LectureDesk } from '../../features/lecture-desk/LectureDesk';
import { NAMESPACE } from '../../locales';
import styles from '../../components/teaching-page.module.css';

/** /teaching/lectures: the lectures by topic, their titles and teachers, their video and material. */
export default function LecturesPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHeading>{t('pages.teachingLectures')}</PageHeading>
      <div className={styles.page}>
        <TeachingNav />
        <LectureDesk />
      </div>
    </>
  );
}
