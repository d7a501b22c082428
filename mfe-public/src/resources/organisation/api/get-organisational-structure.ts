import { api, type OrganisationPerson } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/organisational-structure/ */
export function getOrganisationalStructure(): Promise<OrganisationPerson[]> {
  return api.call(endpoints.organisationalStructure);
}
