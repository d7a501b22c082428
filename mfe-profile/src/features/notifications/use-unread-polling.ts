import { useEffect } from 'react';
import { pollDelay, useUnreadCount } from './notifications-store';

/**
 * Keeps the bell's count fresh without a reload (docs/decisions/0045): a count at once, then one
 * every 60 s while the tab is seen (`document.visibilityState`), at once when the tab is seen again
 * or the window gets focus, and further apart after each failure in a row. A hidden tab asks nothing,
 * and nothing is asked while `active` is false (an API that does not serve notifications).
 */
export function useUnreadPolling(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const schedule = () => {
      clearTimeout(timer);
      if (stopped || document.visibilityState !== 'visible') return;
      timer = setTimeout(() => void count(), pollDelay(useUnreadCount.getState().failures));
    };
    const count = async () => {
      clearTimeout(timer);
      await useUnreadCount.getState().refresh();
      schedule();
    };
    const wake = () => {
      if (document.visibilityState === 'visible') void count();
      else clearTimeout(timer);
    };

    void count();
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('focus', wake);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('focus', wake);
    };
  }, [active]);
}
