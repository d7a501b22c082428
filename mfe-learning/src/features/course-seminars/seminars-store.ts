import { createResource, getSeminars, type Seminar } from '@academy/shared';
import { getSeminar } from './api/get-seminar';

/** Seminars of the course page: the list, or one seminar by id, which replaces the list. */
export const useCourseSeminars = createResource({
  fetch: async (id?: number): Promise<Seminar[]> =>
    id === undefined ? getSeminars() : [await getSeminar(id)],
  fallback: 'seminarsFetch',
  initialData: [] as Seminar[],
});
