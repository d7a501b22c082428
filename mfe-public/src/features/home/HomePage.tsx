import { ContactSection } from './ContactSection';
import { CourseOverview } from './CourseOverview';
import { HomeHero } from './HomeHero';
import { InstructorsSection } from './InstructorsSection';
import { PartnersSlider } from './PartnersSlider';
import { PlatformInfo } from './PlatformInfo';
import styles from './home-page.module.css';

/** SPEC 2 "Home": hero, course overview, instructors, partners, platform info, contact. */
export default function HomePage() {
  return (
    <div className={styles.home}>
      <HomeHero />
      <CourseOverview />
      <InstructorsSection />
      <PartnersSlider />
      <PlatformInfo />
      <ContactSection />
    </div>
  );
}
