import type { CalendarTopic, OpeningPayload } from '@academy/shared';

export type Schedule = CalendarTopic['schedule'];

/** What the editor holds: the kind of schedule and the text of its one value. */
export interface OpeningDraft {
  schedule: Schedule;
  days: string;
  /** A local date and time (datetime-local), e.g. "2026-12-01T09:00". */
  at: string;
}

/** A local "YYYY-MM-DDTHH:MM" for a datetime-local box, from the API's instant. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function draftOf(topic: CalendarTopic): OpeningDraft {
  return {
    schedule: topic.schedule,
    days: topic.opens_after_days === null ? '' : String(topic.opens_after_days),
    at: topic.opens_at === null ? '' : localDateTime(topic.opens_at),
  };
}

/** The API's limit on opens_after_days (OpeningBody). */
export const MAX_DAYS = 3650;

/**
 * The body to send, or the catalog key of what is wrong: days a whole number 0..3650, a date that
 * exists. The local date and time is sent as an instant (toISOString), so it means what the
 * instructor's clock says.
 */
export function openingFrom(draft: OpeningDraft): OpeningPayload | { problem: string } {
  if (draft.schedule === 'open') return { opens_after_days: null, opens_at: null };
  if (draft.schedule === 'term') {
    const days = Number(draft.days.trim());
    if (draft.days.trim() === '' || !Number.isInteger(days) || days < 0 || days > MAX_DAYS)
      return { problem: 'calendar.daysInvalid' };
    return { opens_after_days: days, opens_at: null };
  }
  const at = new Date(draft.at);
  if (draft.at === '' || Number.isNaN(at.getTime())) return { problem: 'calendar.dateInvalid' };
  return { opens_after_days: null, opens_at: at.toISOString() };
}
