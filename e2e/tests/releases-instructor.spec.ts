/**
 * The smoke check renders mfe-teaching as the smoke instructor (docs/decisions/0016):
 * a release whose questions screen throws only for an instructor fails its smoke check and
 * is not switched; without SMOKE_INSTRUCTOR_* the deploy is refused as not checked; a wrong password
 * is refused saying so; the sound release goes live. After each check its smoke account is signed
 * out through the API (the refresh token then stops working: api/src/routes/auth/sessions.test.ts).
 */
import { expect, test } from '@playwright/test';
import { DEMO_INSTRUCTOR } from '../support/accounts';
import {
  NO_SMOKE_ACCOUNTS,
  SMOKE_INSTRUCTOR,
  liveRelease,
  releasesWithCandidate,
  releaseCommand,
} from '../support/releases';
import { API_BASE_URL } from '../support/site-config';

const WORKSPACE = 'mfe-teaching';
const BROKEN = 'the questions desk breaks for instructors';
const QUESTIONS = '/teaching/questions';
const SIGNED_OUT = '[deploy] note: the smoke account for instructor is signed out';

test('a teaching candidate whose screen throws for the instructor fails its smoke check; no instructor account or a wrong password refuses the deploy', async ({
  browserName: _browserName,
}, testInfo) => {
  test.setTimeout(600_000);
  const folder = await releasesWithCandidate(testInfo, WORKSPACE, [
    {
      file: 'src/screens/questions/QuestionsPage.tsx',
      search: "import { PageHeading } from '@academy/shared';",
      replace: "import { PageHeading, useSessionStore } from '@academy/shared';",
    },
    {
      file: 'src/screens/questions/QuestionsPage.tsx',
      search: '  const { t } = useTranslation(NAMESPACE);\n',
      // Only in a browser whose signed-in account is an instructor: the build's prerender still works.
      replace: `  const { t } = useTranslation(NAMESPACE);\n  const role = useSessionStore((state) => state.user?.role);\n  if (role === 'instructor' && typeof window !== 'undefined') throw new Error('${BROKEN}');\n`,
    },
  ]);

  const throwing = await releaseCommand(folder, ['deploy', WORKSPACE, '1.1.0'], SMOKE_INSTRUCTOR);
  const seen = `deploy 1.1.0 printed:\n${throwing.output}`;
  expect(throwing.code, seen).toBe(1);
  // The other teaching screens render as the instructor; the broken one shows the shell's fallback.
  expect(throwing.output, seen).toContain('[deploy] rendered /teaching/essays (instructor)');
  expect(throwing.output, seen).toContain('the smoke check failed; the live release stays');
  expect(throwing.output, seen).toContain(
    `${QUESTIONS} (instructor): the shell shows "This section is temporarily unavailable" instead of the screen (`,
  );
  expect(throwing.output, seen).toContain(BROKEN);
  // Failed or not, the check ended its session on the API.
  expect(throwing.output, seen).toContain(SIGNED_OUT);
  expect(liveRelease(folder, WORKSPACE), seen).toBeUndefined();

  // No instructor account: every teaching route is for the instructor, none can be checked.
  const unchecked = await releaseCommand(folder, ['deploy', WORKSPACE, '1.0.0'], NO_SMOKE_ACCOUNTS);
  const seenUnchecked = `deploy 1.0.0 without accounts printed:\n${unchecked.output}`;
  expect(unchecked.code, seenUnchecked).toBe(1);
  expect(unchecked.output, seenUnchecked).toContain(
    `${QUESTIONS} (instructor): not checked: no smoke account for instructor (set SMOKE_INSTRUCTOR_EMAIL and SMOKE_INSTRUCTOR_PASSWORD)`,
  );
  expect(unchecked.output, seenUnchecked).not.toContain('[deploy] rendered');
  expect(liveRelease(folder, WORKSPACE), seenUnchecked).toBeUndefined();

  // A wrong password: refused, saying which account and what to check, never printing the password.
  const wrongPassword = `${DEMO_INSTRUCTOR.password}-wrong`;
  const refused = await releaseCommand(folder, ['deploy', WORKSPACE, '1.0.0'], {
    ...SMOKE_INSTRUCTOR,
    SMOKE_INSTRUCTOR_PASSWORD: wrongPassword,
  });
  const seenRefused = `deploy 1.0.0 with a wrong password printed:\n${refused.output}`;
  expect(refused.code, seenRefused).toBe(1);
  expect(refused.output, seenRefused).toContain(
    `${QUESTIONS} (instructor): not checked: the smoke account for instructor (${DEMO_INSTRUCTOR.email}) could not sign in: ${API_BASE_URL}/student/auth/token/ answered 401: the API refused that e-mail and password (check SMOKE_INSTRUCTOR_EMAIL and SMOKE_INSTRUCTOR_PASSWORD)`,
  );
  expect(refused.output, seenRefused).not.toContain(wrongPassword);
  expect(liveRelease(folder, WORKSPACE), seenRefused).toBeUndefined();

  // The sound release, checked as the instructor: live, and its smoke session ended too.
  const sound = await releaseCommand(folder, ['deploy', WORKSPACE, '1.0.0'], SMOKE_INSTRUCTOR);
  const seenSound = `deploy 1.0.0 printed:\n${sound.output}`;
  expect(sound.code, seenSound).toBe(0);
  expect(sound.output, seenSound).toContain(`[deploy] rendered ${QUESTIONS} (instructor)`);
  expect(sound.output, seenSound).toContain(SIGNED_OUT);
  expect(liveRelease(folder, WORKSPACE), seenSound).toBe('1.0.0+e2e');
});
