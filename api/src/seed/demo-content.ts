/** The demo course of the spec: 16 topics, 35 lectures, 56 h 18 min in all. */

export const COURSE = {
  title: 'International Arbitration',
  course_description:
    'An English-language course on international arbitration: how parties agree to arbitrate, how tribunals are ' +
    'formed and run proceedings, how awards are made, challenged and enforced across borders, and how investment ' +
    'treaty disputes differ from commercial ones. Recorded lectures, reading materials and live seminars lead to ' +
    'topic essays, a final essay and a certificate.',
  tenge_price: '220000.00',
  new_price: '450.00',
  old_price: '600.00',
  discount_percentage: 25,
};

export const TEACHERS = [
  'Prof. Helena Marsh',
  'Dr. Daniyar Seitkali',
  'Prof. Jean-Luc Moreau',
  'Dr. Amina Yusupova',
  'Prof. Richard Hale',
] as const;

/** Lecture titles per topic; three topics have three lectures, the others two (35 in all). */
export const TOPICS: { title: string; lectures: string[] }[] = [
  {
    title: 'Foundations of International Arbitration',
    lectures: [
      'What arbitration is and why parties choose it',
      'A short history: from the Hague to the New York Convention',
      'The sources of arbitration law',
    ],
  },
  {
    title: 'The Arbitration Agreement',
    lectures: [
      'Formation and validity of the arbitration agreement',
      'Separability and pathological clauses',
    ],
  },
  {
    title: 'Arbitrability and Public Policy',
    lectures: ['Which disputes can be arbitrated', 'Public policy as a limit on arbitration'],
  },
  {
    title: 'Institutional and Ad Hoc Arbitration',
    lectures: ['The ICC, LCIA, SIAC and AIFC rules compared', 'Ad hoc arbitration under the UNCITRAL Rules'],
  },
  {
    title: 'The Seat of Arbitration and the Lex Arbitri',
    lectures: [
      'Choosing the seat',
      'The UNCITRAL Model Law',
      'The courts of the seat and their supervisory role',
    ],
  },
  {
    title: 'Constituting the Arbitral Tribunal',
    lectures: ['Appointing arbitrators', 'Sole arbitrators and three-member tribunals'],
  },
  {
    title: 'Independence, Impartiality and Challenges',
    lectures: ['Duties of disclosure and the IBA Guidelines', 'Challenging and replacing an arbitrator'],
  },
  {
    title: 'Jurisdiction and Kompetenz-Kompetenz',
    lectures: ['The tribunal rules on its own jurisdiction', 'Multi-party and multi-contract disputes'],
  },
  {
    title: 'Interim Measures and Emergency Arbitration',
    lectures: ['Interim measures from the tribunal and the courts', 'The emergency arbitrator'],
  },
  {
    title: 'Conduct of the Proceedings',
    lectures: ['Procedural orders and the timetable', 'Written submissions', 'The hearing'],
  },
  {
    title: 'Evidence, Documents and Witnesses',
    lectures: ['Document production and the IBA Rules on Evidence', 'Fact witnesses and expert evidence'],
  },
  {
    title: 'The Law Applicable to the Merits',
    lectures: ['Party autonomy and choice of law', 'Lex mercatoria and the UNIDROIT Principles'],
  },
  {
    title: 'The Arbitral Award',
    lectures: ['Form, content and deliberation of the award', 'Costs, interest and correction of awards'],
  },
  {
    title: 'Setting Aside Awards',
    lectures: ['Grounds for annulment at the seat', 'The fate of annulled awards abroad'],
  },
  {
    title: 'Recognition and Enforcement under the New York Convention',
    lectures: ['Enforcing a foreign award', 'Defences to enforcement under Article V'],
  },
  {
    title: 'Investment Treaty Arbitration',
    lectures: ['Bilateral investment treaties and ICSID', 'Standards of protection and state defences'],
  },
];

/** Minutes per lecture, in course order; they add up to 3,378 (56 h 18 min). */
export const DURATIONS = [
  81, 102, 90, 111, 99, 87, 108, 96, 84, 105, 93, 81, 102, 90, 111, 99, 87, 108, 96, 84, 105, 93, 81, 102, 90,
  111, 99, 87, 108, 96, 84, 105, 93, 81, 129,
];

/**
 * The schedule of the course (decision 0701): the day of the term each topic opens on, two topics a
 * week; null for the first topic, open from the moment of purchase. The last opens on day 52 of a
 * two-month term, leaving a week for the final essay.
 */
export const OPENING_DAYS: (number | null)[] = [
  null,
  3,
  7,
  10,
  14,
  17,
  21,
  24,
  28,
  31,
  35,
  38,
  42,
  45,
  49,
  52,
];

/**
 * The demo's two terms, dated from the moment of seeding (api/README.md, "Demo schedule"):
 * - the demo student's cohort began 17 days ago: topics 1-6 are open and topic 7 opens in 4 days,
 *   one more twice a week; its enrolment closed when it began;
 * - the open-enrolment term began 56 days ago, so every topic is open, and it takes students for ten
 *   years: a student who buys the course in the demo joins it and can reach the certificate at once.
 */
export const DEMO_TERMS = {
  cohort: { title: 'Demo cohort term', startedDaysAgo: 17 },
  open: { title: 'Open enrolment demo term', startedDaysAgo: 56, enrolmentYears: 10 },
  lengthDays: 61,
};

/** Where the demo student stands: topic 1 watched, its test taken, its essay begun. */
export const DEMO_STANDING = {
  completedTopic: 0,
  /** Chosen choice indexes per question of topic 1's test: the multiple-choice one half right. */
  attempt: [[1], [1], [0, 1]],
  essayDraft:
    'Arbitration rests on consent. Parties who choose it trade the familiarity of their own courts for a ' +
    'neutral forum, arbitrators they can select and an award that the New York Convention lets them enforce ' +
    'in more than 170 states. The price is a narrower review: an award can be set aside only on limited ' +
    'grounds, so the quality of the tribunal matters more than in court.',
};

export const SEMINARS = [
  { title: 'Drafting an arbitration clause that works', teacher: TEACHERS[0] },
  { title: 'Mock hearing: cross-examining a fact witness', teacher: TEACHERS[1] },
  { title: 'Emergency arbitrator applications in practice', teacher: TEACHERS[2] },
  { title: 'Enforcing awards in Central Asia', teacher: TEACHERS[3] },
  { title: 'Investment treaty claims: a case study', teacher: TEACHERS[4] },
];

export type Position =
  'President' | 'Vice President' | 'Director' | 'Academic Council' | 'Selection Committee' | 'Instructor';

export const PEOPLE: {
  full_name: string;
  position: Position;
  location: string;
  status: 'INSTRUCTOR' | 'MEMBER';
}[] = [
  {
    full_name: 'Sir Jonathan Whitfield',
    position: 'President',
    location: 'London, United Kingdom',
    status: 'MEMBER',
  },
  {
    full_name: 'Dr. Saule Abenova',
    position: 'Vice President',
    location: 'Astana, Kazakhstan',
    status: 'MEMBER',
  },
  { full_name: 'Marc Delacroix', position: 'Director', location: 'Paris, France', status: 'MEMBER' },
  {
    full_name: 'Prof. Ingrid Solberg',
    position: 'Academic Council',
    location: 'Stockholm, Sweden',
    status: 'MEMBER',
  },
  {
    full_name: 'Prof. Kenji Watanabe',
    position: 'Academic Council',
    location: 'Tokyo, Japan',
    status: 'MEMBER',
  },
  {
    full_name: 'Dr. Laila Haddad',
    position: 'Academic Council',
    location: 'Dubai, United Arab Emirates',
    status: 'MEMBER',
  },
  {
    full_name: 'Elena Petrova',
    position: 'Selection Committee',
    location: 'Geneva, Switzerland',
    status: 'MEMBER',
  },
  {
    full_name: 'Timur Nurlanov',
    position: 'Selection Committee',
    location: 'Almaty, Kazakhstan',
    status: 'MEMBER',
  },
  {
    full_name: 'Grace Okafor',
    position: 'Selection Committee',
    location: 'Lagos, Nigeria',
    status: 'MEMBER',
  },
  {
    full_name: TEACHERS[0],
    position: 'Instructor',
    location: 'London, United Kingdom',
    status: 'INSTRUCTOR',
  },
  { full_name: TEACHERS[1], position: 'Instructor', location: 'Astana, Kazakhstan', status: 'INSTRUCTOR' },
  { full_name: TEACHERS[2], position: 'Instructor', location: 'Paris, France', status: 'INSTRUCTOR' },
  { full_name: TEACHERS[3], position: 'Instructor', location: 'Singapore', status: 'INSTRUCTOR' },
  {
    full_name: TEACHERS[4],
    position: 'Instructor',
    location: 'New York, United States',
    status: 'INSTRUCTOR',
  },
];

export const DEMO_STUDENT = {
  email: 'demo@academy.test',
  password: 'Arbitration-2026',
  first_name: 'Aruzhan',
  last_name: 'Sadykova',
};

/** The demo instructor (role instructor, decision 0190): signs in through the usual screen. */
export const DEMO_INSTRUCTOR = {
  email: 'instructor@academy.test',
  password: 'Teaching-2026',
  first_name: 'Dana',
  last_name: 'Akhmetova',
};

/**
 * Classmates of the demo student (same password), enrolled in the same term, each with the first
 * topic's essay submitted some days ago and waiting for evaluation. The last one's first version was
 * returned with feedback, so the evaluation screen has earlier versions to show.
 */
export const DEMO_CLASSMATES = [
  {
    email: 'timur@academy.test',
    first_name: 'Timur',
    last_name: 'Bekov',
    submittedDaysAgo: 3,
    essay:
      'An arbitration agreement is a contract of its own. Even when the main contract is void, the clause ' +
      'survives and the tribunal may decide its own jurisdiction. This separability is what makes ' +
      'arbitration reliable: a party cannot escape it simply by claiming that the whole deal was invalid.',
    returned: null,
  },
  {
    email: 'madina@academy.test',
    first_name: 'Madina',
    last_name: 'Ospanova',
    submittedDaysAgo: 2,
    essay:
      'Choosing the seat matters more than choosing the venue of hearings. The seat decides which courts ' +
      'support the arbitration and which may set the award aside. A neutral seat with a modern arbitration ' +
      'law, such as Astana under the AIFC rules, gives both parties the same footing.',
    returned: null,
  },
  {
    email: 'erlan@academy.test',
    first_name: 'Erlan',
    last_name: 'Nurlanov',
    submittedDaysAgo: 1,
    essay:
      'Institutional arbitration costs more than ad hoc arbitration, but it buys administration: the ' +
      'institution appoints arbitrators when a party refuses, scrutinises the award and holds the deposits. ' +
      'For parties from different legal traditions this safety net is usually worth the fee.',
    returned: {
      essay: 'Institutions are expensive and ad hoc is better.',
      feedback: 'Explain what the institution does for the parties before weighing its cost.',
    },
  },
];
