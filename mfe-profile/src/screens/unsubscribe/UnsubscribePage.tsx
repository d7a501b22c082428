import { PageHeading } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { UnsubscribeForm } from '../../features/unsubscribe/UnsubscribeForm';
import { NAMESPACE } from '../../locales';
import styles from '../../components/reading-page.module.css';

/** /unsubscribe/{token}: a mail's one-click link, for visitors too (the token is the proof). */
export default function UnsubscribePage() {
  const { t } = useTranslation(NAMESPACE);
  const token = useParams().token ?? '';
  return (
    <div className={styles.page}>
      <PageHeading>{t('pages.unsubscribe')}</PageHeading>
      <div className={styles.body}>
        <UnsubscribeForm token={token} />
      </div>
    </div>
  );
}
