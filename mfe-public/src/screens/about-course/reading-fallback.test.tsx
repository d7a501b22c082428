/**
 * @jest-environment ../test-support/jsdom-with-fetch.cjs
 */
import { changeLanguage } from '@academy/shared';
import { fakeApi, forgetTranslations, initTestI18n, json, type FakeHandler } from '@academy/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { MemoryRouter } from 'react-router-dom';
import { useMainCourse } from '../../resources/main-course/main-course-store';
import { useOrganisationStore } from '../../resources/organisation/organisation-store';
import AboutCoursePage from './AboutCoursePage';
import { useBooks } from '../../features/recommended-reading/books-store';
import { useCourseTopics } from '../../features/course-content/course-stores';
import { useSeminars } from '../../features/course-content/seminars-store';

/**
 * /aboutthecourse against a Django REST backend of the original contract: no book list and no
 * translation (decision 0211). Prices arrive as DRF's decimal strings.
 */

const ORIGINAL: Record<string, FakeHandler> = {
  'GET /courses/course/': () =>
    json(200, [
      {
        id: 1,
        title: 'International Arbitration',
        course_description: 'A course.',
        introductory_video: 'http://api.test/media/intro.mp4',
        tenge_price: '220000.00',
        new_price: '450.00',
        old_price: '600.00',
        discount_percentage: 25,
      },
    ]),
  'GET /courses/topic/': () =>
    json(200, [{ id: 11, title: 'Foundations', lectures: [{ id: 1, title: 'Sources', duration: 40 }] }]),
  'GET /courses/seminars/': () => json(200, []),
  'GET /courses/organisational-structure/': () => json(200, []),
};

async function renderPage() {
  render(
    <MemoryRouter initialEntries={['/aboutthecourse']}>
      <AboutCoursePage />
    </MemoryRouter>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  mockAllIsIntersecting(true);
}

beforeAll(async () => {
  await initTestI18n('en');
  // Compiling swiper for the lazy carousels takes longer than a findBy* wait on a cold cache.
  await import('../../components/lazy-carousel/CarouselChunk');
});

beforeEach(async () => {
  jest.restoreAllMocks();
  for (const store of [useMainCourse, useBooks, useCourseTopics, useSeminars, useOrganisationStore])
    store.getState().reset();
  forgetTranslations();
  await act(() => changeLanguage('ru'));
});

afterAll(() => initTestI18n('en'));

it('shows the four recommended books and the original titles, without an error', async () => {
  const calls = fakeApi(ORIGINAL);
  await renderPage();
  // The fallback list comes in a chunk of its own, after the section came near the screen.
  await waitFor(() => expect(useBooks.getState().status).toBe('success'));
  act(() => mockAllIsIntersecting(true));
  // The placeholder gives way to the carousel once its own chunk (swiper) is there.
  const reading = await waitFor(
    () => {
      const region = screen.getByRole('region', { name: 'Рекомендуемая литература' });
      expect(within(region).getByText('International Commercial Arbitration')).toBeInTheDocument();
      return region;
    },
    { timeout: 5000 },
  );
  for (const title of [
    'Redfern and Hunter on International Arbitration',
    'Fouchard Gaillard Goldman on International Commercial Arbitration',
    'Principles of International Investment Law',
  ])
    expect(within(reading).getByText(title)).toBeInTheDocument();
  expect(within(reading).getByText(/Gary B\. Born/)).toBeInTheDocument();
  expect(screen.getAllByText('Foundations').length).toBeGreaterThan(0);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/Ошибка|Error/)).not.toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'GET /courses/books/')).toHaveLength(1);
});

it('still shows the reading list error when the list is served but fails', async () => {
  fakeApi({ ...ORIGINAL, 'GET /courses/books/': () => json(503, { detail: 'Maintenance.' }) });
  await renderPage();
  const reading = await screen.findByRole('region', { name: 'Рекомендуемая литература' });
  expect(await within(reading).findByRole('alert')).toHaveTextContent('Maintenance.');
  expect(within(reading).queryByText('International Commercial Arbitration')).not.toBeInTheDocument();
});
