import { createResource } from '@academy/shared';
import { getOrganisationalStructure } from './api/get-organisational-structure';
import { groupOrganisation } from './organisation';

/**
 * The organisation's people (GET /courses/organisational-structure/) and the same
 * people grouped for the carousels: instructors, board, academic council, selection committee.
 * Several public screens read it, so it lives beside the features, not in one of them.
 */
export const useOrganisationStore = createResource({
  fetch: async () => {
    const items = await getOrganisationalStructure();
    return { items, groups: groupOrganisation(items) };
  },
  fallback: 'organisationFetch',
});
