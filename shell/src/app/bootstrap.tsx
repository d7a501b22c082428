import '@academy/shared/theme.css';
import { i18n, initI18n, loadRuntimeConfig } from '@academy/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NAMESPACE } from '../locales';
import { App } from './App';
import { registerRuntimeRemotes } from './remotes/register-remotes';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await loadRuntimeConfig();
    registerRuntimeRemotes(config);
    await initI18n({ namespaces: [NAMESPACE] });
  } catch (error) {
    console.error(error);
    await initI18n({ namespaces: [NAMESPACE] });
    root.render(<p role="alert">{i18n.t('config.error', { ns: NAMESPACE })}</p>);
    return;
  }
  document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
