import { errorMessage, type Notification, type NotificationPage, type UnreadCount } from '@academy/shared';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { getNotifications } from './api/get-notifications';
import { getUnreadCount } from './api/get-unread-count';
import { postNotificationRead } from './api/post-notification-read';
import { postNotificationsRead } from './api/post-notifications-read';

/** The bell asks for the count this often while the tab is seen (docs/decisions/0045). */
export const POLL_MS = 60_000;
/** A failing API is asked at most this rarely: the wait doubles with each failure in a row. */
export const MAX_POLL_MS = 15 * 60_000;

/** The wait before the next count after `failures` failures in a row: 60 s, 2, 4, 8 min, then 15 min. */
export function pollDelay(failures: number): number {
  return Math.min(POLL_MS * 2 ** failures, MAX_POLL_MS);
}

export interface UnreadState {
  /** The last count the API gave, null before the first. */
  count: UnreadCount | null;
  /** The ETag of that count, sent back as If-None-Match. */
  etag: string | null;
  /** Failed counts in a row (the poll waits longer after each). */
  failures: number;
  /** Asks for the count; a 304 keeps the one held. A second call while one is out shares it. */
  refresh: () => Promise<void>;
  /** The count an answer carried (marking read answers it). */
  setCount: (count: UnreadCount) => void;
  reset: () => void;
}

let counting: Promise<void> | null = null;

export const useUnreadCount = create<UnreadState>()((set, get) => ({
  count: null,
  etag: null,
  failures: 0,
  refresh: () => {
    counting ??= getUnreadCount(get().etag)
      .then(
        (answer) => {
          if (answer.changed) set({ count: answer.data, etag: answer.etag, failures: 0 });
          else set({ failures: 0 });
        },
        () => set((state) => ({ failures: state.failures + 1 })),
      )
      .finally(() => {
        counting = null;
      });
    return counting;
  },
  setCount: (count) => set({ count }),
  reset: () => {
    counting = null;
    set({ count: null, etag: null, failures: 0 });
  },
}));

/** "3", or "99+" when the API's count stopped at its cap; null for none. */
export function badgeText(count: UnreadCount | null): string | null {
  if (!count || (count.unread === 0 && !count.capped)) return null;
  return count.capped ? `${count.unread}+` : String(count.unread);
}

/** The `cursor` of a page's `next` link (the last id seen), or null at the end. */
export function cursorOf(next: string | null): string | null {
  if (!next) return null;
  return new URL(next, 'http://x.invalid').searchParams.get('cursor');
}

export interface NotificationListState {
  unreadOnly: boolean;
  /** Every page loaded so far, newest first. */
  results: Notification[];
  /** The cursor of the next (older) page, null at the end. */
  cursor: string | null;
  status: 'idle' | 'loading' | 'success' | 'error';
  error: string | null;
  /** The next page's own state, so the rows shown stay while it loads or fails. */
  moreStatus: 'idle' | 'loading' | 'error';
  moreError: string | null;
  /** The last mark that failed (one or all), translated. */
  markError: string | null;
  /** Loads the first page afresh (the unread ones only, or all). */
  load: (unreadOnly?: boolean) => Promise<boolean>;
  loadMore: () => Promise<boolean>;
  reset: () => void;
}

export type NotificationListStore = UseBoundStore<StoreApi<NotificationListState>>;

const EMPTY = {
  unreadOnly: false,
  results: [],
  cursor: null,
  status: 'idle',
  error: null,
  moreStatus: 'idle',
  moreError: null,
  markError: null,
} satisfies Partial<NotificationListState>;

/** Every list on screen (the bell's panel, the /notifications page): a mark shows in each. */
const lists: NotificationListStore[] = [];

function createNotificationList(): NotificationListStore {
  let generation = 0;
  const store = create<NotificationListState>()((set, get) => {
    const settle = (current: number, page: NotificationPage, append: boolean) => {
      if (current !== generation) return;
      useUnreadCount.getState().setCount(page.unread);
      set((state) => ({
        results: append ? [...state.results, ...page.results] : page.results,
        cursor: cursorOf(page.next),
        ...(append ? { moreStatus: 'idle', moreError: null } : { status: 'success', error: null }),
      }));
    };
    return {
      ...EMPTY,
      load: async (unreadOnly = get().unreadOnly) => {
        const current = ++generation;
        set({ ...EMPTY, unreadOnly, status: 'loading' });
        try {
          settle(current, await getNotifications({ unread: unreadOnly }), false);
          return true;
        } catch (error) {
          if (current === generation)
            set({ status: 'error', error: errorMessage(error, 'notificationsFetch') });
          return false;
        }
      },
      loadMore: async () => {
        const { cursor, moreStatus, unreadOnly } = get();
        if (cursor === null || moreStatus === 'loading') return false;
        const current = generation;
        set({ moreStatus: 'loading', moreError: null });
        try {
          settle(current, await getNotifications({ cursor, unread: unreadOnly }), true);
          return true;
        } catch (error) {
          if (current === generation)
            set({ moreStatus: 'error', moreError: errorMessage(error, 'notificationsFetch') });
          return false;
        }
      },
      reset: () => {
        generation += 1;
        set(EMPTY);
      },
    };
  });
  lists.push(store);
  return store;
}

/** The bell's panel: its first page is loaded afresh each time it opens. */
export const useBellList = createNotificationList();
/** The /notifications page. */
export const usePageList = createNotificationList();

function showRead(read: (notification: Notification) => boolean): void {
  for (const list of lists)
    list.setState((state) => ({
      markError: null,
      results: state.results.map((item) => (!item.read && read(item) ? { ...item, read: true } : item)),
    }));
}

/** Marks one notification read (POST {id}/read/) in every list, then asks for the count again. */
export async function markRead(list: NotificationListStore, notification: Notification): Promise<boolean> {
  if (notification.read) return true;
  try {
    await postNotificationRead(notification.id);
    showRead((item) => item.id === notification.id);
    void useUnreadCount.getState().refresh();
    return true;
  } catch (error) {
    list.setState({ markError: errorMessage(error, 'notificationsUpdate') });
    return false;
  }
}

/**
 * Marks read every notification up to the newest this list shows (`up_to`), so one that arrived
 * since the list was loaded stays unread; the answer is the new count.
 */
export async function markAllRead(list: NotificationListStore): Promise<boolean> {
  const newest = list.getState().results[0];
  if (!newest) return true;
  try {
    useUnreadCount.getState().setCount(await postNotificationsRead(newest.id));
    showRead((item) => item.id <= newest.id);
    return true;
  } catch (error) {
    list.setState({ markError: errorMessage(error, 'notificationsUpdate') });
    return false;
  }
}

/** Forgets every notification and the count (sign-out, account deleted). */
export function resetNotifications(): void {
  for (const list of lists) list.getState().reset();
  useUnreadCount.getState().reset();
}
