import { expect, test, type Page } from '@playwright/test';
import { expectLayout, screenHeading, EVERY_WIDTH } from '../support/layout';
import {
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  layoutShifts,
  scrollThrough,
  useLanguage,
} from '../support/page-quality';
import { holdRequests } from '../support/network';
import { DEMO_STUDENT, signInAsDemoStudent } from '../support/student';

type Language = 'en' | 'ru';

interface PublicPage {
  path: string;
  title: Record<Language, string>;
  heading: Record<Language, string>;
  /** Something only the finished screen shows, proving it is more than its title. */
  content: Record<Language, string>;
  /** Shown once the screen's data has arrived from the API. */
  loaded?: Record<Language, string>;
}

const PAGES: PublicPage[] = [
  {
    path: '/',
    title: { en: 'Main page', ru: 'Главная' },
    heading: {
      en: 'Welcome to the Academyof International Arbitration',
      ru: 'Добро пожаловать в Академиюмеждународного арбитража',
    },
    content: { en: 'Course overview', ru: 'Обзор курса' },
  },
  {
    path: '/aboutoaa',
    title: { en: 'About the organisation', ru: 'Об организации' },
    heading: { en: 'About the organisation', ru: 'Об организации' },
    content: { en: 'Our mission', ru: 'Наша миссия' },
    loaded: { en: 'President', ru: 'Президент' },
  },
  {
    path: '/organisation',
    title: { en: 'Our organisation', ru: 'Наша организация' },
    heading: { en: 'Our organisation', ru: 'Наша организация' },
    content: { en: 'Selection Committee', ru: 'Отборочная комиссия' },
    loaded: { en: 'President', ru: 'Президент' },
  },
  {
    path: '/tuition-waiver',
    title: { en: 'Tuition Waiver', ru: 'Освобождение от оплаты' },
    heading: { en: 'Tuition Waiver', ru: 'Освобождение от оплаты' },
    content: { en: 'Who may apply', ru: 'Кто может подать заявку' },
  },
  {
    path: '/aboutthecourse',
    title: { en: 'About the course', ru: 'О курсе' },
    heading: { en: 'About the course', ru: 'О курсе' },
    content: { en: 'How the training works', ru: 'Как проходит обучение' },
    loaded: {
      en: 'Foundations of International Arbitration',
      ru: 'Foundations of International Arbitration',
    },
  },
  {
    path: '/certification',
    title: { en: 'Certification', ru: 'Сертификация' },
    heading: { en: 'Certification', ru: 'Сертификация' },
    content: { en: 'Requirements', ru: 'Требования' },
  },
  {
    path: '/terms',
    title: { en: 'Terms of use', ru: 'Условия использования' },
    heading: { en: 'Terms of use', ru: 'Условия использования' },
    content: { en: '5. Refusal and refund', ru: '5. Отказ и возврат' },
  },
  {
    path: '/privacy_policy',
    title: { en: 'Privacy policy', ru: 'Политика конфиденциальности' },
    heading: { en: 'Privacy policy', ru: 'Политика конфиденциальности' },
    content: { en: '9. Contact', ru: '9. Контакты' },
  },
  {
    path: '/privacy',
    title: { en: 'Privacy policy', ru: 'Политика конфиденциальности' },
    heading: { en: 'Privacy policy', ru: 'Политика конфиденциальности' },
    content: { en: '9. Contact', ru: '9. Контакты' },
  },
];

async function openFinished(page: Page, target: PublicPage, language: Language) {
  await page.goto(target.path);
  // The brand after the bar is translated too ("Академия арбитража").
  await expect(page).toHaveTitle(new RegExp(`^${target.title[language]} \\| `));
  await expect(screenHeading(page)).toHaveText(target.heading[language]);
  await expect(page.getByRole('main').getByRole('heading', { name: target.content[language] })).toBeVisible();
}

for (const language of ['en', 'ru'] as const) {
  test.describe(`public pages in ${language}`, () => {
    for (const target of PAGES) {
      test(`${target.path} is finished, accessible and does not shift`, EVERY_WIDTH, async ({ page }) => {
        await useLanguage(page, language);
        await openFinished(page, target, language);
        if (language === 'en') await expectLayout(page);
        await scrollThrough(page);
        if (target.loaded) {
          // Carousels fill in as they come near the screen; by the end of the scroll they have.
          await expect(page.getByRole('main').getByText(target.loaded[language]).first()).toBeVisible();
        }
        await expectNoSidewaysScroll(page);
        expect(await layoutShifts(page), 'layout shifts').toEqual([]);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test(
  'the organisation carousels: the board without arrows, the council and the committee with them',
  EVERY_WIDTH,
  async ({ page }) => {
    await page.goto('/organisation');
    const main = page.getByRole('main');
    const board = main.getByRole('region', { name: 'Board' });
    await expect(board.getByText('President', { exact: true })).toBeAttached();
    await expect(board.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    await expect(board.getByRole('button', { name: 'Previous slide' })).toHaveCount(0);
    for (const name of ['Academic Council', 'Selection Committee']) {
      const carousel = main.getByRole('region', { name });
      // The carousel loads when seen and replaces its placeholder: scroll again until its arrows are there.
      await expect(async () => {
        await carousel.scrollIntoViewIfNeeded();
        await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeVisible();
      await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
      await expect(carousel.getByRole('link').first()).toHaveAttribute('target', '_blank');
    }
  },
);

test('Buy, signed out, goes to sign-in and, once signed in, on to the course', async ({ page }) => {
  await page.goto('/aboutthecourse');
  const buy = page.getByRole('main').getByRole('link', { name: 'Buy' });
  await expect(page.getByRole('main').getByRole('region', { name: 'Course price' })).toContainText('$450');
  await buy.click();
  await expect(page).toHaveURL(/\/signin\?next=%2Fpassingcourse%2F1$/);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(DEMO_STUDENT.email);
  await main.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/passingcourse\/1$/);
});

test('Buy, signed in, goes straight to the course', async ({ page, request }) => {
  await signInAsDemoStudent(page, request);
  await page.goto('/aboutthecourse');
  await expect(page.getByRole('main').getByRole('link', { name: 'Buy' })).toHaveAttribute(
    'href',
    '/passingcourse/1',
  );
});

test(
  'topics arriving late take the rows held for them: nothing a reader has scrolled to moves',
  EVERY_WIDTH,
  async ({ page }) => {
    const release = await holdRequests(page, '**/courses/topic/');
    await page.goto('/aboutthecourse');
    await expect(page.locator('#root')).not.toHaveAttribute('data-pending');
    // The reader has scrolled past the topics, still loading, to the instructors below them.
    await expect(page.getByRole('tabpanel').getByText('Loading')).toBeVisible();
    const instructors = page.getByRole('heading', { name: 'Our instructors' });
    await instructors.evaluate((heading) =>
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 200),
    );
    await expect(instructors).toBeInViewport();
    await expect(page.getByText('Foundations of International Arbitration')).toHaveCount(0);
    const before = (await instructors.boundingBox())?.y ?? NaN;
    release();
    await expect(
      page.getByRole('tabpanel').getByText('Foundations of International Arbitration'),
    ).toBeAttached();
    await page.waitForTimeout(300);
    // The sixteen topics took the rows held for them: nothing below moved, on screen or in the page.
    expect((await instructors.boundingBox())?.y ?? NaN).toBeCloseTo(before, 0);
    expect(await layoutShifts(page)).toEqual([]);
  },
);

test(
  "in a reader's larger font the held rows still match the topics, and each topic holds its text",
  EVERY_WIDTH,
  async ({ page }) => {
    // A default font size of 32 px (the browser's setting, twice the usual), which the page's text follows.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = 'html { font-size: 32px; }';
        document.head.append(style);
      }),
    );
    const release = await holdRequests(page, '**/courses/topic/');
    await page.goto('/aboutthecourse');
    await expect(page.locator('#root')).not.toHaveAttribute('data-pending');
    const rows = page.getByRole('tabpanel').locator('ol > li');
    const rowHeights = () =>
      rows.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    const heldHeights = await rowHeights();
    release();
    await expect(
      page.getByRole('tabpanel').getByText('Foundations of International Arbitration'),
    ).toBeAttached();
    expect(await rowHeights()).toEqual(heldHeights);
    // Title and lecture count inside the topic's button, not spilling onto the topics around it.
    const spilling = await rows.evaluateAll(
      (items) =>
        items.filter((item) => {
          const button = item.querySelector('button')?.getBoundingClientRect();
          return [...item.querySelectorAll('button > span')].some((part) => {
            const box = part.getBoundingClientRect();
            return !button || box.top < button.top || box.bottom > button.bottom;
          });
        }).length,
    );
    expect(spilling).toBe(0);
  },
);

test('the course tabs are real tabs: arrow keys move between them, switching collapses a topic', async ({
  page,
}) => {
  await page.goto('/aboutthecourse');
  const tabs = page.getByRole('main').getByRole('tablist', { name: 'Course content' });
  const courseTab = tabs.getByRole('tab', { name: 'The Course' });
  await expect(courseTab).toHaveAttribute('aria-selected', 'true');
  const topic = page.getByRole('button', { name: /Foundations of International Arbitration/ });
  await topic.click();
  await expect(topic).toHaveAttribute('aria-expanded', 'true');
  await courseTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Live Sessions' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Live Sessions' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(courseTab).toHaveAttribute('aria-selected', 'true');
  await expect(topic).toHaveAttribute('aria-expanded', 'false');
});

test('the certification video opens in a dialog that Escape closes, giving focus back', async ({ page }) => {
  await page.goto('/certification');
  const open = page.getByRole('main').getByRole('button', { name: 'Watch the video' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'How certification works' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
});
