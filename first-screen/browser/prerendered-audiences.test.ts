import fs from 'node:fs';
import path from 'node:path';
import { ROLE_ATTRIBUTE, SESSION_ATTRIBUTE } from './take-over';

/**
 * index.html's rules (webpack/index.html) that show a composed screen's markup to its audience only
 * (first-screen/host/compose-page.mjs `audiences`, marked on <html> by the visitor script).
 */
const INDEX_STYLE = /<style>([\s\S]*?)<\/style>/.exec(
  fs.readFileSync(path.join(__dirname, '../../webpack/index.html'), 'utf8'),
)?.[1];

const AUDIENCES = ['instructor', 'signed-in', 'signed-out'] as const;

/** Which of the composed audiences a visitor marked so is shown (display other than none). */
function shownTo(marks: Record<string, string>, written: readonly string[] = AUDIENCES): string[] {
  const root = document.documentElement;
  for (const attribute of [SESSION_ATTRIBUTE, ROLE_ATTRIBUTE]) root.removeAttribute(attribute);
  for (const [attribute, value] of Object.entries(marks)) root.setAttribute(attribute, value);
  document.head.innerHTML = `<style>${INDEX_STYLE}</style>`;
  document.body.innerHTML = `<div id="prerendered">${written
    .map((audience) => `<div data-audience="${audience}"></div>`)
    .join('')}</div>`;
  return written.filter(
    (audience) =>
      getComputedStyle(document.querySelector(`[data-audience="${audience}"]`)!).display !== 'none',
  );
}

const INSTRUCTOR = { [SESSION_ATTRIBUTE]: 'signed-in', [ROLE_ATTRIBUTE]: 'instructor' };

it('reads the rules from index.html', () => {
  expect(INDEX_STYLE).toContain("[data-audience='instructor']");
});

it("shows a remembered instructor the instructor's markup and nothing else", () => {
  expect(shownTo(INSTRUCTOR)).toEqual(['instructor']);
  expect(shownTo(INSTRUCTOR, ['instructor'])).toEqual(['instructor']);
});

it("shows an instructor a screen written only for signed-in students as a student's", () => {
  expect(shownTo(INSTRUCTOR, ['signed-in'])).toEqual(['signed-in']);
});

it.each([
  ['a visitor', {}],
  ['a student with a stored token', { [SESSION_ATTRIBUTE]: 'signed-in' }],
  ['another remembered role', { [SESSION_ATTRIBUTE]: 'signed-in', [ROLE_ATTRIBUTE]: 'student' }],
  ['a role marked without a session', { [ROLE_ATTRIBUTE]: 'instructor' }],
])("never shows %s the instructor's markup", (_who, marks) => {
  expect(shownTo(marks)).not.toContain('instructor');
  expect(shownTo(marks, ['instructor'])).toEqual([]);
});

it('shows students and visitors what they were shown before', () => {
  expect(shownTo({})).toEqual(['signed-out']);
  expect(shownTo({ [SESSION_ATTRIBUTE]: 'signed-in' })).toEqual(['signed-in']);
});
