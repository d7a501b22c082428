import { api } from '../client';
import type { OrganisationPerson } from '../types';

/** GET /courses/organisational-structure/ */
export function getOrganisationalStructure(): Promise<OrganisationPerson[]> {
  return api.get<OrganisationPerson[]>('/courses/organisational-structure/', { fallback: 'organisationFetch' });
}
