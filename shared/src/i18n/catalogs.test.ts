import { NAMESPACES, SUPPORTED_LANGUAGES } from '.';
import { ALL_RESOURCES } from './all-resources';
import { FALLBACK_MESSAGES } from '../api/errors';

type Tree = { [key: string]: unknown };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function leaf(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

describe.each(NAMESPACES.map((namespace) => [namespace]))('the %s catalogs', (namespace) => {
  const english = ALL_RESOURCES.en[namespace] as Tree;

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en').map((language) => [language]))(
    'have exactly the English keys in %s',
    (language) => {
      const translated = ALL_RESOURCES[language][namespace] as Tree;
      expect(keys(translated).sort()).toEqual(keys(english).sort());
    },
  );

  it.each(SUPPORTED_LANGUAGES.map((language) => [language]))('hold non-empty texts with the same placeholders in %s', (language) => {
    const catalog = ALL_RESOURCES[language][namespace] as Tree;
    for (const key of keys(english)) {
      const text = leaf(catalog, key);
      expect(typeof text === 'string' && text.trim() !== '' ? key : `${key} is empty`).toBe(key);
      expect([key, placeholders(text as string)]).toEqual([key, placeholders(leaf(english, key) as string)]);
    }
  });
});

it('is not empty for any namespace the areas fill', () => {
  for (const namespace of ['common', 'public', 'auth', 'profile', 'learning'] as const) {
    expect(keys(ALL_RESOURCES.en[namespace] as Tree).length).toBeGreaterThan(10);
  }
});

describe('texts the spec quotes', () => {
  const en = ALL_RESOURCES.en;
  it.each([
    [en.common, 'validation.fillAllFields', 'Please fill in all fields!'],
    [en.common, 'validation.passwordsDoNotMatch', 'Passwords do not match!'],
    [en.common, 'validation.namesRequired', 'First name and last name cannot be empty'],
    [en.common, 'validation.passwordTooCommon', 'This password is too common.'],
    [en.common, 'validation.passwordTooShort', 'This password is too short. It must contain at least 8 characters.'],
    [en.common, 'validation.passwordEntirelyNumeric', 'This password is entirely numeric.'],
    [en.common, 'validation.passwordChanged', 'Password changed.'],
    [en.common, 'errors.loadingData', 'Error loading data'],
    [en.auth, 'verification.success', 'You have successfully registered!'],
    [en.profile, 'delete.confirm', 'Are you sure you want to delete your account? This action cannot be undone.'],
    [en.profile, 'confirmAction', 'Are you sure you want to perform this action?'],
    [en.profile, 'delete.yes', 'Yes, I do'],
    [en.profile, 'personal.updateError', 'Error updating profile data'],
    [en.profile, 'personal.updateFailed', 'Update failed'],
    [en.profile, 'personal.saved', 'Changes saved successfully'],
    [en.learning, 'questions.noAnswers', 'No answers found.'],
    [en.learning, 'questions.noQuestions', 'No questions found.'],
    [en.learning, 'questions.commentFailed', 'Error posting comment:'],
    [en.learning, 'questions.questionFailed', 'Error posting question:'],
    [en.public, 'instructors.title', 'Our instructors'],
    [en.public, 'course.tabs.course', 'The Course'],
    [en.public, 'course.tabs.liveSessions', 'Live Sessions'],
    [en.public, 'course.michaelmas', 'Michaelmas Term starts 1 October and ends 30 November'],
    [en.public, 'course.lent', 'Lent Term starts 1 May and ends 30 June'],
  ])('%#: %s is quoted verbatim', (catalog, key, text) => {
    expect(leaf(catalog as Tree, key)).toBe(text);
  });

  it('has every fallback of the error catalogue in English as the spec words it', () => {
    for (const [key, text] of Object.entries(FALLBACK_MESSAGES)) {
      expect(leaf(en.common as Tree, `errors.fallback.${key}`)).toBe(text);
    }
  });
});
