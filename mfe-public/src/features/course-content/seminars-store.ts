import { createResource, getSeminars, type Seminar } from '@academy/shared';

/** The live sessions of the course page. */
export const useSeminars = createResource({
  fetch: () => getSeminars(),
  fallback: 'seminarsFetch',
  initialData: [] as Seminar[],
});
