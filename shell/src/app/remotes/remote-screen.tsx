import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { TakeOver } from '../../../../first-screen/browser/take-over';
import { RemoteBoundary } from './RemoteBoundary';

interface ScreenModule {
  default: ComponentType;
}

/** A slow remote must not hold its route forever: after this, the fallback shows. */
export const REMOTE_TIMEOUT_MS = 20_000;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(`${id} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new RemoteLoadError(String(error)));
      },
    );
  });
}

async function loadScreen(id: string): Promise<ScreenModule> {
  const module = await withTimeout(loadRemote<ScreenModule>(id), REMOTE_TIMEOUT_MS, id);
  if (!module?.default) throw new RemoteLoadError(`${id} has no default export`);
  return module;
}

/**
 * A module a remote exposes beside its screens (sites.json `widgets`: the profile's notification bell,
 * docs/decisions/0045), loaded with the same timeout as a screen; a failure rejects.
 */
export async function loadWidget(id: string): Promise<ComponentType> {
  const module = await withTimeout(loadRemote<ScreenModule>(id), REMOTE_TIMEOUT_MS, id);
  if (!module?.default) throw new RemoteLoadError(`${id} has no default export`);
  return module.default;
}

const screens = new Map<string, LazyExoticComponent<ComponentType>>();
/** Loads started before their route rendered (startScreen), handed to the route's lazy component. */
const started = new Map<string, Promise<ScreenModule>>();

/** One lazy component per screen id, kept across visits; a retry drops it so the next render loads afresh. */
function lazyScreen(id: string): LazyExoticComponent<ComponentType> {
  const cached = screens.get(id);
  if (cached) return cached;
  const screen = lazy(() => {
    const early = started.get(id);
    started.delete(id);
    return early ?? loadScreen(id);
  });
  screens.set(id, screen);
  return screen;
}

/**
 * Starts loading a screen before its route renders (the first route, as soon
 * as the runtime config is known, while the texts load); index.html's early
 * start has already asked for its manifest and hinted its entry and chunks
 * (docs/decisions/0008). A failure here is not reported: the route's own
 * render reports it, with retry.
 */
export function startScreen(id: string): void {
  if (screens.has(id) || started.has(id)) return;
  const load = loadScreen(id);
  load.catch(() => started.delete(id));
  started.set(id, load);
}

/** Forgets every screen loaded so far, so the next render fetches afresh. */
export function clearRemoteScreenCache(): void {
  screens.clear();
  started.clear();
}

export function ScreenLoading() {
  const { t } = useTranslation('shell');
  return (
    <p role="status" style={{ padding: '48px 20px', textAlign: 'center' }}>
      {t('remote.loading')}
    </p>
  );
}

/**
 * A route-level screen of a remote, loaded only when its route renders
 * (route-level code splitting). A failure shows the translated fallback with
 * a retry; the retry loads the screen afresh.
 */
export function RemoteScreen({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(id);
  const retry = useCallback(() => {
    screens.delete(id);
    setAttempt((value) => value + 1);
  }, [id]);
  return (
    <RemoteBoundary key={`${id}#${attempt}`} remoteId={id} onRetry={retry}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
        <TakeOver />
      </Suspense>
    </RemoteBoundary>
  );
}
