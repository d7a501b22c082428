/**
 * The smoke check renders a candidate's routes as the users they are for (docs/decisions/0016):
 * a release of mfe-learning whose course page throws only for a signed-in
 * student renders signed out, fails as the smoke student and is not switched; without a smoke account
 * for the student the deploy is refused as not checked; the sound release goes live.
 */
import { expect, test } from '@playwright/test';
import {
  NO_SMOKE_ACCOUNTS,
  SMOKE_STUDENT,
  liveRelease,
  releasesWithCandidate,
  releaseCommand,
} from '../support/releases';

const WORKSPACE = 'mfe-learning';
const BROKEN = 'the course page breaks for signed-in students';
const COURSE = '/passingcourse/1';

test('a candidate whose signed-in screen throws fails its smoke check as the smoke student and is not switched, while its signed-out route renders', async ({
  browserName: _browserName,
}, testInfo) => {
  test.setTimeout(600_000);
  const folder = await releasesWithCandidate(testInfo, WORKSPACE, [
    {
      file: 'src/screens/passing-course/PassingCoursePage.tsx',
      search: '  const signedIn = useIsSignedIn();\n',
      // Only in a browser with a session: the build's prerenders and a visitor's page still work.
      replace: `  const signedIn = useIsSignedIn();\n  if (signedIn && typeof window !== 'undefined') throw new Error('${BROKEN}');\n`,
    },
  ]);

  const throwing = await releaseCommand(folder, ['deploy', WORKSPACE, '1.1.0'], SMOKE_STUDENT);
  const seen = `deploy 1.1.0 printed:\n${throwing.output}`;
  expect(throwing.code, seen).toBe(1);
  expect(throwing.output, seen).toContain(`[deploy] rendered ${COURSE} (visitor)`);
  expect(throwing.output, seen).toContain('the smoke check failed; the live release stays');
  expect(throwing.output, seen).toContain(
    `${COURSE} (student): the shell shows "This section is temporarily unavailable" instead of the screen (`,
  );
  expect(throwing.output, seen).toContain(BROKEN);
  expect(liveRelease(folder, WORKSPACE), seen).toBeUndefined();

  // No smoke account for the student: the signed-in view cannot be checked, so the deploy is refused.
  const unchecked = await releaseCommand(folder, ['deploy', WORKSPACE, '1.0.0'], NO_SMOKE_ACCOUNTS);
  const seenUnchecked = `deploy 1.0.0 without accounts printed:\n${unchecked.output}`;
  expect(unchecked.code, seenUnchecked).toBe(1);
  expect(unchecked.output, seenUnchecked).toContain(`[deploy] rendered ${COURSE} (visitor)`);
  expect(unchecked.output, seenUnchecked).toContain(
    `${COURSE} (student): not checked: no smoke account for student (set SMOKE_STUDENT_EMAIL and SMOKE_STUDENT_PASSWORD)`,
  );
  expect(liveRelease(folder, WORKSPACE), seenUnchecked).toBeUndefined();

  // The sound release, checked as both: live.
  const sound = await releaseCommand(folder, ['deploy', WORKSPACE, '1.0.0'], SMOKE_STUDENT);
  const seenSound = `deploy 1.0.0 printed:\n${sound.output}`;
  expect(sound.code, seenSound).toBe(0);
  expect(sound.output, seenSound).toContain(`[deploy] rendered ${COURSE} (visitor)`);
  expect(sound.output, seenSound).toContain(`[deploy] rendered ${COURSE} (student)`);
  expect(liveRelease(folder, WORKSPACE), seenSound).toBe('1.0.0+e2e');
});
