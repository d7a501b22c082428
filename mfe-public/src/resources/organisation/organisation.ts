import type { OrganisationPerson } from '@academy/shared';

/**
 * The board is the President, Vice President and Director, in that order
 * (docs/product/public-pages.md#organisation-page).
 */
export const BOARD_POSITIONS = ['President', 'Vice President', 'Director'] as const;
export const ACADEMIC_COUNCIL = 'Academic Council';
export const SELECTION_COMMITTEE = 'Selection Committee';

export interface OrganisationGroups {
  instructors: OrganisationPerson[];
  board: OrganisationPerson[];
  academicCouncil: OrganisationPerson[];
  selectionCommittee: OrganisationPerson[];
}

function samePosition(person: OrganisationPerson, position: string): boolean {
  return person.position.trim().toLowerCase() === position.toLowerCase();
}

/** Splits the people of GET /courses/organisational-structure/ into the carousels of the home and organisation pages. */
export function groupOrganisation(people: readonly OrganisationPerson[]): OrganisationGroups {
  const boardRank = (person: OrganisationPerson) =>
    BOARD_POSITIONS.findIndex((position) => samePosition(person, position));
  return {
    instructors: people.filter((person) => person.status === 'INSTRUCTOR'),
    board: people.filter((person) => boardRank(person) >= 0).sort((a, b) => boardRank(a) - boardRank(b)),
    academicCouncil: people.filter((person) => samePosition(person, ACADEMIC_COUNCIL)),
    selectionCommittee: people.filter((person) => samePosition(person, SELECTION_COMMITTEE)),
  };
}
