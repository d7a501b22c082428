import { clientErrors, useOffered } from '@academy/shared';
import { Component, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import sites from '../../../../sites.json';
import { loadWidget } from '../../app/remotes/remote-screen';
import { remoteNameOf } from '../../app/remotes/remote-errors';
import styles from './header.module.css';

const BELL = './NotificationBell';

/** The federation id of the bell (`mfe_profile/NotificationBell`): the remote whose sites.json entry names it. */
export const BELL_ID = ((): string | null => {
  const remote = sites.remotes.find(
    (candidate) => 'widgets' in candidate && candidate.widgets !== undefined && BELL in candidate.widgets,
  );
  return remote ? `${remote.name}/${BELL.slice(2)}` : null;
})();

let bell: Promise<ComponentType | null> | null = null;

/** One load per page: a dead remote answers null (no bell), and the header goes on without it. */
function loadBell(): Promise<ComponentType | null> {
  if (BELL_ID === null) return Promise.resolve(null);
  bell ??= loadWidget(BELL_ID).catch((error: unknown) => {
    console.error(`${BELL_ID} did not load: the header shows no bell`, error);
    return null;
  });
  return bell;
}

/** Forgets the bell loaded so far (tests; a retry would load it afresh). */
export function forgetBell(): void {
  bell = null;
}

/** A bell that throws while rendering leaves the header as it is, reported with its remote's name. */
class BellBoundary extends Component<{ children: ReactNode; onFail: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error(`${BELL_ID} failed`, error);
    if (BELL_ID) clientErrors.report(remoteNameOf(BELL_ID), 'render', error);
    this.props.onFail();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Where the profile remote's notification bell goes (docs/decisions/0045). The box holds the bell's
 * size from the first paint of a signed-in page, prerendered or not, so the bell arriving moves nothing
 * (docs/decisions/0014). Its code is fetched only when `live` (a signed-in person, in the browser): a
 * visitor, the cold `/` and the prerendered page fetch none of it. A dead remote, or an API without
 * notifications (docs/decisions/0211), gives the space back.
 */
export function NotificationBellSlot({ live, className }: { live: boolean; className?: string }) {
  const [Bell, setBell] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  const offered = useOffered('notifications');

  useEffect(() => {
    if (!live) return undefined;
    let current = true;
    void loadBell().then((loaded) => {
      if (!current) return;
      if (loaded) setBell(() => loaded);
      else setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [live]);

  if (failed || !offered) return null;
  return (
    <span className={className ? `${styles.bellSlot} ${className}` : styles.bellSlot}>
      {live && Bell ? (
        <BellBoundary onFail={() => setFailed(true)}>
          <Suspense fallback={null}>
            <Bell />
          </Suspense>
        </BellBoundary>
      ) : null}
    </span>
  );
}
