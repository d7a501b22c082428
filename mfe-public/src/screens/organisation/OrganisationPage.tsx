import { useTranslation } from 'react-i18next';
import { AcademyHero, HeroHeading, HeroText } from '../../features/intro-video/AcademyHero';
import { OrganisationStructure } from '../../features/organisation-structure/OrganisationStructure';
import { NAMESPACE } from '../../locales';
import styles from './organisation-page.module.css';

/** The organisation page (route /organisation, decision 0006): the home hero, then the three carousels. */
export default function OrganisationPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.page}>
      <AcademyHero>
        <HeroHeading first={t('organisation.pageTitle')} />
        <HeroText>{t('organisation.pageIntro')}</HeroText>
      </AcademyHero>
      <OrganisationStructure />
    </div>
  );
}
