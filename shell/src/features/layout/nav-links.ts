/** Main navigation of the header (docs/product/screens-and-routes.md#header), in display order. */
export const MAIN_LINKS = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/aboutoaa', labelKey: 'nav.aboutOrganisation' },
  { to: '/aboutthecourse', labelKey: 'nav.aboutCourse' },
  { to: '/certification', labelKey: 'nav.certification' },
  { to: '/tuition-waiver', labelKey: 'nav.tuitionWaiver' },
] as const;

/** Footer: the four main pages, terms and privacy. */
export const FOOTER_LINKS = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/aboutoaa', labelKey: 'nav.aboutOrganisation' },
  { to: '/aboutthecourse', labelKey: 'nav.aboutCourse' },
  { to: '/certification', labelKey: 'nav.certification' },
  { to: '/terms', labelKey: 'footer.terms' },
  { to: '/privacy_policy', labelKey: 'footer.privacy' },
] as const;

/** The My course link uses id 1, as the Buy button does (docs/product/screens-and-routes.md#header). */
export const MY_COURSE_PATH = '/passingcourse/1';

/** The instructors' area (mfe-teaching), linked in the header for instructors only (docs/decisions/0800). */
export const TEACHING_PATH = '/teaching';
