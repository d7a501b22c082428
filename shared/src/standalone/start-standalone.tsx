import '../ui/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, loadRuntimeConfig } from '@academy/shared';
import { StandaloneApp, type StandaloneAppProps } from './StandaloneApp';

/** Renders a remote alone on its own page (`npm run dev -w mfe-auth`), with the shell's providers. */
export async function startStandalone({
  namespace,
  ...props
}: StandaloneAppProps & { namespace: string }): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    await loadRuntimeConfig();
  } catch (error) {
    // Screens that call the API report its absence themselves; the frame still renders.
    console.error(error);
  }
  // The remote's namespace was registered by its own locales module, imported with its routes.
  await initI18n({ namespaces: [namespace] });
  root.render(
    <StrictMode>
      <StandaloneApp {...props} />
    </StrictMode>,
  );
}
