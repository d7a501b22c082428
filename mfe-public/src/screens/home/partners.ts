/**
 * Partner institutions of the home page's slider. The API has no partners
 * resource, so the list ships with the page (see docs/decisions/0401);
 * names are proper names and stay untranslated.
 */
export interface Partner {
  name: string;
  /** Letters of the badge that stands in for a logo. */
  initials: string;
}

export const PARTNERS: readonly Partner[] = [
  { name: 'Eurasian Arbitration Centre', initials: 'EAC' },
  { name: 'Caspian Chamber of Commercial Arbitration', initials: 'CCCA' },
  { name: 'Silk Road Dispute Resolution Institute', initials: 'SRDRI' },
  { name: 'Nordic Institute of Arbitration Practice', initials: 'NIAP' },
  { name: 'Central Asian Arbitration Forum', initials: 'CAAF' },
  { name: 'Geneva Society of Arbitration Lawyers', initials: 'GSAL' },
  { name: 'Danube International Mediation and Arbitration Court', initials: 'DIMAC' },
];
