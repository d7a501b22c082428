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

/** Topics 1-6 are open from the start; topic 7 opens a week after seeding, and one more each week. */
export const OPEN_TOPICS = 6;

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
