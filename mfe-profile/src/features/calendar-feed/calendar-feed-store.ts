import { createMutation, type CalendarFeed } from '@academy/shared';
import { create } from 'zustand';
import { deleteCalendarFeed } from './api/delete-calendar-feed';
import { getCalendarFeed } from './api/get-calendar-feed';
import { postCalendarFeed } from './api/post-calendar-feed';

/**
 * The feed shown in the profile: null until the student asks for the link (the GET makes a feed, so
 * it is never sent on its own) and again once the feed is stopped.
 */
export const useCalendarFeed = create<{ feed: CalendarFeed | null }>()(() => ({ feed: null }));

const show = (feed: CalendarFeed) => useCalendarFeed.setState({ feed });

/** "Get my calendar link": the feed there is, or a new one. */
export const useGetFeed = createMutation({
  mutate: () => getCalendarFeed(),
  fallback: 'calendarFeed',
  onSuccess: show,
});

/** "Make a new link": the new URL replaces the old one, which stops working. */
export const useRenewFeed = createMutation({
  mutate: () => postCalendarFeed(),
  fallback: 'calendarFeed',
  onSuccess: show,
});

/** "Stop the feed": no link any more, until the student asks for one again. */
export const useStopFeed = createMutation({
  mutate: () => deleteCalendarFeed(),
  fallback: 'calendarFeed',
  onSuccess: () => useCalendarFeed.setState({ feed: null }),
});

/** Forgets every action's outcome, so that only the one about to run can show an error. */
export function resetFeedActions(): void {
  useGetFeed.getState().reset();
  useRenewFeed.getState().reset();
  useStopFeed.getState().reset();
}

/** Forgets the feed and the actions' outcomes (log out, account deleted). */
export function resetCalendarFeed(): void {
  useCalendarFeed.setState({ feed: null });
  resetFeedActions();
}
