import { createResource, type TeachingCalendar } from '@academy/shared';
import { getCalendar } from './api/get-calendar';

/** The course calendar: the topics that filters name and the opening dates the calendar edits. */
export const useCourseCalendar = createResource<TeachingCalendar>({
  fetch: () => getCalendar(),
  fallback: 'topicsFetch',
});
