import { PageHeading } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { TeachingNav } from '../../components/TeachingNav';
import { TestEditor } from '../../features/test-editor/TestEditor';
import { NAMESPACE } from '../../locales';
import styles from '../../components/teaching-page.module.css';

/** /teaching/tests: each topic's test, edited and previewed. */
export default function TestsPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <PageHeading>{t('pages.teachingTests')}</PageHeading>
      <div className={styles.page}>
        <TeachingNav />
        <TestEditor />
      </div>
    </>
  );
}
