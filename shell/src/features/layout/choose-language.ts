import { changeLanguage, isSignedIn, useSessionStore, type Language } from '@academy/shared';
import { patchAccountLanguage } from './api/patch-account-language';

/**
 * The header's language choice: the site switches at once, and a signed-in person's account keeps it,
 * so their mails come in it (decision 0167). A save that fails changes nothing on screen (the site is
 * already in the new language); the account keeps its earlier language until the next choice.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  if (!isSignedIn()) return;
  try {
    const user = await patchAccountLanguage(language);
    useSessionStore.getState().updateUser({ language: user.language });
  } catch (error) {
    console.warn('The account did not keep the chosen language', error);
  }
}
