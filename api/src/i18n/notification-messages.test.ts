import fs from 'node:fs';
import path from 'node:path';
import { NOTIFICATION_KINDS } from '@academy/contract/notifications';
import type { Language } from './messages';
import { kindLabel } from './notification-messages';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const LANGUAGES: Language[] = ['en', 'ru', 'kk'];

/** The profile remote's names of the kinds, as its notification settings show them. */
function profileKinds(language: string): Record<string, string> {
  const file = path.join(ROOT, 'mfe-profile', 'src', 'locales', language, 'profile.json');
  const catalog = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    notificationPreferences: { kinds: Record<string, string> };
  };
  return catalog.notificationPreferences.kinds;
}

// The unsubscribe page says "Stop e-mails about “…”?" with the API's name of the kind, and the
// settings list the profile's: a reader who goes from one to the other meets the same words.
describe.each(LANGUAGES)('the names of the notification kinds in %s', (language) => {
  it('are the ones the profile’s notification settings show', () => {
    expect(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kindLabel(language, kind)]))).toEqual(
      profileKinds(language),
    );
  });
});
