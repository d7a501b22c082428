import '@academy/shared/theme.css';
import { initI18n, loadRuntimeConfig } from '@academy/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './StandaloneApp';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    await loadRuntimeConfig();
  } catch (error) {
    // Screens that call the API report its absence themselves; the frame still renders.
    console.error(error);
  }
  await initI18n({ namespaces: ['common', 'shell', 'profile'] });
  root.render(
    <StrictMode>
      <StandaloneApp />
    </StrictMode>,
  );
}

void start();
