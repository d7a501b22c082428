import { createMutation, type CalendarTopic, type OpeningPayload } from '@academy/shared';
import { useCourseCalendar } from '../../resources/course-topics/course-topics';
import { putOpening } from './api/put-opening';

/** A topic's new opening; the calendar shows the topic as the API answered it (with its openings per term). */
export const useSetOpening = createMutation({
  mutate: (topicId: number, opening: OpeningPayload) => putOpening(topicId, opening),
  fallback: 'topicsFetch',
  onSuccess: (saved: CalendarTopic) =>
    useCourseCalendar
      .getState()
      .setData((calendar) =>
        calendar
          ? { ...calendar, topics: calendar.topics.map((topic) => (topic.id === saved.id ? saved : topic)) }
          : calendar,
      ),
});
