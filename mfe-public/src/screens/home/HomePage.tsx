import { useTranslation } from 'react-i18next';
import { AcademyHero, HeroHeading } from '../../features/intro-video/AcademyHero';
import { NAMESPACE } from '../../locales';
import { ContactSection } from './ContactSection';
import { CourseOverview } from './CourseOverview';
import { InstructorsSection } from '../../features/instructors/InstructorsSection';
import { PartnersSlider } from './PartnersSlider';
import { PlatformInfo } from './PlatformInfo';
import styles from './home-page.module.css';

/**
 * Home (docs/product/public-pages.md#home): hero, course overview, instructors, partners, platform info,
 * contact.
 */
export default function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.home}>
      <AcademyHero>
        <HeroHeading first={t('hero.welcomeLine1')} second={t('hero.welcomeLine2')} />
      </AcademyHero>
      <CourseOverview />
      <InstructorsSection />
      <PartnersSlider />
      <PlatformInfo />
      <ContactSection />
    </div>
  );
}
