import type { OrganisationPerson } from '@academy/shared';
import { groupOrganisation } from './organisation';

const person = (
  id: number,
  position: string,
  status: OrganisationPerson['status'] = 'MEMBER',
): OrganisationPerson => ({
  id,
  full_name: `Person ${id}`,
  position,
  photo: `http://127.0.0.1:8000/media/${id}.jpg`,
  description: `https://example.org/${id}`,
  location: 'Astana',
  status,
});

it('groups the people into instructors, board, academic council and selection committee', () => {
  const people = [
    person(1, 'Director'),
    person(2, 'Academic Council', 'INSTRUCTOR'),
    person(3, 'President'),
    person(4, 'Selection Committee'),
    person(5, 'Vice President'),
    person(6, 'Lecturer', 'INSTRUCTOR'),
  ];
  const groups = groupOrganisation(people);
  expect(groups.instructors.map((p) => p.id)).toEqual([2, 6]);
  expect(groups.board.map((p) => p.position)).toEqual(['President', 'Vice President', 'Director']);
  expect(groups.academicCouncil.map((p) => p.id)).toEqual([2]);
  expect(groups.selectionCommittee.map((p) => p.id)).toEqual([4]);
});
