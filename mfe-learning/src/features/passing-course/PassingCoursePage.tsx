import { PageHeading } from '@academy/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../locales';

/** Route-level screen; its content arrives with the area's own issue. */
export default function PassingCoursePage() {
  const { t } = useTranslation(NAMESPACE);
  return <PageHeading>{t('pages.passingCourse')}</PageHeading>;
}
