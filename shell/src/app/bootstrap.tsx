import '@academy/shared/theme.css';
import {
  currentLanguage,
  i18n,
  initI18n,
  loadRuntimeConfig,
  setEarlyResponses,
  tabStorage,
  type RuntimeConfig,
} from '@academy/shared';
import { startTransition, StrictMode } from 'react';
import { preconnect } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { storedRole } from '@academy/shared/early';
import { fetchConfig, takeEarlyResponse } from '../../../first-screen/browser/handoff';
import { NAMESPACE } from '../locales';
import { App } from './App';
import { takeOver } from '../../../first-screen/browser/take-over';
import { applyOverride, RELEASE_LIST_URL, requestedOverride, setOverrideState } from './qa-override/override';
import { registerRuntimeRemotes } from './remotes/register-remotes';
import { reportUnhandledRejection } from './remotes/remote-errors';
import { startScreen } from './remotes/remote-screen';
import { remoteRouteAt } from './routes';

async function start(): Promise<void> {
  // The first screen's API calls may already be under way (docs/decisions/0008).
  setEarlyResponses(takeEarlyResponse);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // Texts, runtime config and then the first route's screen load side by side, not one after another.
  const textsReady = initI18n({ namespaces: [NAMESPACE] });
  try {
    const deployed = await loadRuntimeConfig('/config.json', fetchConfig);
    const { config, state } = await applyOverride(
      deployed,
      requestedOverride(window.location.search, tabStorage),
      () => fetch(RELEASE_LIST_URL, { cache: 'no-cache' }),
    );
    setOverrideState(state);
    if (state.status === 'refused') console.warn(`QA override refused: ${state.detail}`);
    else if (state.status === 'active')
      console.info(`QA override: ${state.request.workspace} from release ${state.request.release}`);
    registerRuntimeRemotes(config);
    startFirstScreen(config);
    await textsReady;
  } catch (error) {
    console.error(error);
    await initI18n({ namespaces: [NAMESPACE] });
    takeOver();
    root.render(<p role="alert">{i18n.t('config.error', { ns: NAMESPACE })}</p>);
    return;
  }
  document.documentElement.lang = currentLanguage();
  i18n.on('languageChanged', () => {
    document.documentElement.lang = currentLanguage();
  });
  // A transition: React renders the site in slices, yielding to the browser between them, instead of
  // one long task; the prerendered page stays on screen meanwhile (docs/decisions/0012).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/**
 * The first route's screen starts loading as soon as the remotes are known, in
 * parallel with the texts, and the API's origin is connected to before the
 * screen asks it for data (docs/decisions/0008).
 */
function startFirstScreen(config: RuntimeConfig): void {
  preconnect(new URL(config.apiBaseUrl, window.location.href).origin, { crossOrigin: 'anonymous' });
  const route = remoteRouteAt(window.location.pathname);
  // A route for some accounts waits for the profile's role (RouteAccessGate, decision 0800), unless the
  // role remembered beside the token is the one it needs: then its code loads while the profile does
  // (the gate still decides what shows).
  if (route && (route.access === undefined || storedRole(window) === route.access)) startScreen(route.remote);
}

// A rejection nobody handled, thrown from a remote's files, is reported with its release (decision 0011).
window.addEventListener('unhandledrejection', reportUnhandledRejection);

void start();
