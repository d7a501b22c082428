import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AcademyHero, HeroHeading, HeroText } from '../../features/intro-video/AcademyHero';
import { OrganisationStructure } from '../../features/organisation-structure/OrganisationStructure';
import { NAMESPACE } from '../../locales';
import styles from './about-organisation-page.module.css';

const OFFER = ['course', 'seminars', 'essays', 'certificate', 'scholarships'] as const;

/** About the organisation (/aboutoaa): the home hero, the mission, what the academy offers, who leads it. */
export default function AboutOrganisationPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.page}>
      <AcademyHero>
        <HeroHeading first={t('organisation.title')} />
        <HeroText>{t('organisation.intro')}</HeroText>
      </AcademyHero>
      <div className={styles.about}>
        <section className={styles.block} aria-labelledby="about-mission">
          <h2 id="about-mission" className={styles.title}>
            {t('organisation.missionTitle')}
          </h2>
          <p className={styles.text}>{t('organisation.mission')}</p>
        </section>
        <section className={styles.block} aria-labelledby="about-offer">
          <h2 id="about-offer" className={styles.title}>
            {t('organisation.offerTitle')}
          </h2>
          <ul className={styles.offer}>
            {OFFER.map((key) => (
              <li key={key}>{t(`organisation.offer.${key}`)}</li>
            ))}
          </ul>
        </section>
      </div>
      <section className={styles.structure} aria-labelledby="about-structure">
        <div className={styles.structureIntro}>
          <h2 id="about-structure" className={styles.title}>
            {t('organisation.structureTitle')}
          </h2>
          <p className={styles.text}>{t('organisation.structureText')}</p>
          <Link className={styles.more} to="/organisation">
            {t('organisation.structureLink')}
          </Link>
        </div>
        <OrganisationStructure />
      </section>
    </div>
  );
}
