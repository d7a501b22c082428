/**
 * The smoke check renders a candidate's routes as the users they are for (docs/decisions/0010,
 * "Signed-in smoke check"): a release of mfe-learning whose course page throws only for a signed-in
 * student renders signed out, fails as the smoke student and is not switched; without a smoke account
 * for the student the deploy is refused as not checked; the sound release goes live.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildRelease, release, releaseCommand, type ReleaseFolder } from '../support/releases';
import { REPO_ROOT } from '../support/servers';
import { BASE_PORT, runtimeConfig, sitePorts } from '../support/site-config';
import { DEMO_STUDENT } from '../support/student';

const WORKSPACE = 'mfe-learning';
const ports = sitePorts(BASE_PORT + 60);
const SMOKE_PORT = BASE_PORT + 50;
const BROKEN = 'the course page breaks for signed-in students';
const COURSE = '/passingcourse/1';
/** The deployment's smoke student: the seed's demo student, as on a local deployment (README). */
const SMOKE_STUDENT = {
  SMOKE_STUDENT_EMAIL: DEMO_STUDENT.email,
  SMOKE_STUDENT_PASSWORD: DEMO_STUDENT.password,
};
/** No smoke accounts at all, whatever the environment running the tests sets. */
const NO_ACCOUNTS = {
  SMOKE_STUDENT_EMAIL: '',
  SMOKE_STUDENT_PASSWORD: '',
  SMOKE_INSTRUCTOR_EMAIL: '',
  SMOKE_INSTRUCTOR_PASSWORD: '',
};

function liveOf(releases: string): unknown {
  const document = JSON.parse(readFileSync(path.join(releases, 'deployment.json'), 'utf8')) as {
    remotes: Record<string, { live?: string }>;
  };
  return document.remotes[WORKSPACE]?.live;
}

test('a candidate whose signed-in screen throws fails its smoke check as the smoke student and is not switched, while its signed-out route renders', async ({
  browserName: _browserName,
}, testInfo) => {
  test.setTimeout(600_000);
  const releases = testInfo.outputPath('releases');
  mkdirSync(releases, { recursive: true });
  const siteConfig = runtimeConfig(ports);
  writeFileSync(path.join(releases, 'deployment.json'), JSON.stringify({ site: siteConfig, remotes: {} }));
  writeFileSync(path.join(releases, 'config.json'), JSON.stringify(siteConfig));
  const folder: ReleaseFolder = { releases, smokePort: SMOKE_PORT };

  await release(folder, WORKSPACE, '1.0.0', path.join(REPO_ROOT, WORKSPACE, 'dist'));
  const broken = testInfo.outputPath('broken');
  await buildRelease({
    workspace: WORKSPACE,
    outputDir: broken,
    edits: [
      {
        file: 'src/screens/passing-course/PassingCoursePage.tsx',
        search: '  const signedIn = useIsSignedIn();\n',
        // Only in a browser with a session: the build's prerenders and a visitor's page still work.
        replace: `  const signedIn = useIsSignedIn();\n  if (signedIn && typeof window !== 'undefined') throw new Error('${BROKEN}');\n`,
      },
    ],
  });
  await release(folder, WORKSPACE, '1.1.0', broken);

  const throwing = await releaseCommand(folder, ['deploy', WORKSPACE, '1.1.0'], SMOKE_STUDENT);
  const seen = `deploy 1.1.0 printed:\n${throwing.output}`;
  expect(throwing.code, seen).toBe(1);
  expect(throwing.output, seen).toContain(`[deploy] rendered ${COURSE} (visitor)`);
  expect(throwing.output, seen).toContain('the smoke check failed; the live release stays');
  expect(throwing.output, seen).toContain(
    `${COURSE} (student): the shell shows "This section is temporarily unavailable" instead of the screen (`,
  );
  expect(throwing.output, seen).toContain(BROKEN);
  expect(liveOf(releases), seen).toBeUndefined();

  // No smoke account for the student: the signed-in view cannot be checked, so the deploy is refused.
  const unchecked = await releaseCommand(folder, ['deploy', WORKSPACE, '1.0.0'], NO_ACCOUNTS);
  const seenUnchecked = `deploy 1.0.0 without accounts printed:\n${unchecked.output}`;
  expect(unchecked.code, seenUnchecked).toBe(1);
  expect(unchecked.output, seenUnchecked).toContain(`[deploy] rendered ${COURSE} (visitor)`);
  expect(unchecked.output, seenUnchecked).toContain(
    `${COURSE} (student): not checked: no smoke account for student (set SMOKE_STUDENT_EMAIL and SMOKE_STUDENT_PASSWORD)`,
  );
  expect(liveOf(releases), seenUnchecked).toBeUndefined();

  // The sound release, checked as both: live.
  const sound = await releaseCommand(folder, ['deploy', WORKSPACE, '1.0.0'], SMOKE_STUDENT);
  const seenSound = `deploy 1.0.0 printed:\n${sound.output}`;
  expect(sound.code, seenSound).toBe(0);
  expect(sound.output, seenSound).toContain(`[deploy] rendered ${COURSE} (visitor)`);
  expect(sound.output, seenSound).toContain(`[deploy] rendered ${COURSE} (student)`);
  expect(liveOf(releases), seenSound).toBe('1.0.0+e2e');
});
