import { PageHeading } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { TeachingNav } from '../../components/TeachingNav';
import { QuestionDesk } from '../../features/question-desk/QuestionDesk';
import { NAMESPACE } from '../../locales';
import styles from '../../components/teaching-page.module.css';

/** /teaching/questions: the students' questions, to answer as instructor. */
export default function QuestionsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHeading>{t('pages.teachingQuestions')}</PageHeading>
      <div className={styles.page}>
        <TeachingNav />
        <QuestionDesk />
      </div>
    </>
  );
}
