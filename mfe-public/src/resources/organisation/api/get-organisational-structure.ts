import { api, type OrganisationPerson } from '@academy/shared';

/** GET /courses/organisational-structure/ */
export function getOrganisationalStructure(): Promise<OrganisationPerson[]> {
  return api.get<OrganisationPerson[]>('/courses/organisational-structure/', {
    fallback: 'organisationFetch',
  });
}
