import { clientErrors } from '@academy/shared';
import { Component, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import sites from '../../../../sites.json';
import { loadWidget } from '../../app/remotes/remote-screen';
import { remoteNameOf } from '../../app/remotes/remote-errors';

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
class BellBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error(`${BELL_ID} failed`, error);
    if (BELL_ID) clientErrors.report(remoteNameOf(BELL_ID), 'render', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Where the profile remote's notification bell goes (docs/decisions/0045). The header renders this
 * only for a signed-in person in the browser, so a visitor, the cold `/` and the prerendered page
 * fetch none of the bell's code; until it has loaded, and when its remote is dead, nothing shows.
 */
export function NotificationBellSlot() {
  const [Bell, setBell] = useState<ComponentType | null>(null);

  useEffect(() => {
    let live = true;
    void loadBell().then((loaded) => {
      if (live && loaded) setBell(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!Bell) return null;
  return (
    <BellBoundary>
      <Suspense fallback={null}>
        <Bell />
      </Suspense>
    </BellBoundary>
  );
}
