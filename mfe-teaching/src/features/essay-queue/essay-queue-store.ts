import { createResource, type StaffEssayPage, type StaffEssayQuery } from '@academy/shared';
import { getEssays } from './api/get-essays';

/** One page of the essays queue for the filters in the address. */
export const useEssayQueue = createResource<StaffEssayPage, [StaffEssayQuery]>({
  fetch: (query) => getEssays(query),
  fallback: 'essaysFetch',
});
