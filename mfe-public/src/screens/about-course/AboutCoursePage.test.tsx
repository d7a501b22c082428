import {
  useSessionStore,
  useTokenStore,
  type Course,
  type getBooks,
  type getCourses,
  type getSeminars,
  type postTranslate,
  type PublicTopic,
  type Seminar,
} from '@academy/shared';
import { forgetTranslations, initTestI18n, setTestRuntimeConfig } from '@academy/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import type { getOrganisationalStructure } from '../../resources/organisation/api/get-organisational-structure';
import { useMainCourse } from '../../resources/main-course/main-course-store';
import { useOrganisationStore } from '../../resources/organisation/organisation-store';
import AboutCoursePage from './AboutCoursePage';
import type { getTopics } from '../../features/course-content/api/get-topics';
import { useBooks } from '../../features/recommended-reading/books-store';
import { useCourseTopics, useExpandedTopic } from '../../features/course-content/course-stores';
import { useSeminars } from '../../features/course-content/seminars-store';

jest.mock('@academy/shared/src/api/endpoints/get-courses', () => ({ getCourses: jest.fn() }));
jest.mock('@academy/shared/src/api/endpoints/get-books', () => ({ getBooks: jest.fn() }));
jest.mock('@academy/shared/src/api/endpoints/get-seminars', () => ({ getSeminars: jest.fn() }));
jest.mock('../../features/course-content/api/get-topics', () => ({ getTopics: jest.fn() }));
jest.mock('@academy/shared/src/api/endpoints/post-translate', () => ({ postTranslate: jest.fn() }));
jest.mock('../../resources/organisation/api/get-organisational-structure', () => ({
  getOrganisationalStructure: jest.fn(),
}));

const mocked = {
  getCourses: jest.requireMock<{ getCourses: jest.MockedFunction<typeof getCourses> }>(
    '@academy/shared/src/api/endpoints/get-courses',
  ).getCourses,
  getBooks: jest.requireMock<{ getBooks: jest.MockedFunction<typeof getBooks> }>(
    '@academy/shared/src/api/endpoints/get-books',
  ).getBooks,
  getSeminars: jest.requireMock<{ getSeminars: jest.MockedFunction<typeof getSeminars> }>(
    '@academy/shared/src/api/endpoints/get-seminars',
  ).getSeminars,
  getTopics: jest.requireMock<{ getTopics: jest.MockedFunction<typeof getTopics> }>(
    '../../features/course-content/api/get-topics',
  ).getTopics,
  postTranslate: jest.requireMock<{ postTranslate: jest.MockedFunction<typeof postTranslate> }>(
    '@academy/shared/src/api/endpoints/post-translate',
  ).postTranslate,
  getOrganisationalStructure: jest.requireMock<{
    getOrganisationalStructure: jest.MockedFunction<typeof getOrganisationalStructure>;
  }>('../../resources/organisation/api/get-organisational-structure').getOrganisationalStructure,
};

const COURSE: Course = {
  id: 1,
  title: 'International Arbitration',
  course_description: '',
  introductory_video: 'http://127.0.0.1:8000/media/intro.mp4',
  tenge_price: '220000.00',
  new_price: '450.40',
  old_price: '599.50',
  discount_percentage: 25,
  lessons_count: 35,
  students_count: 1,
  total_minutes: 3378,
  last_update: '2026-01-01T00:00:00Z',
  next_lesson_at: null,
};

const lecture = (id: number, title: string) => ({
  id,
  title,
  duration: 84.6,
  teacher_name: 'Prof. Helena Marsh',
  has_video: true,
  has_material: false,
});

const TOPICS: PublicTopic[] = [
  { id: 11, title: 'Foundations', lectures: [lecture(1, 'What arbitration is'), lecture(2, 'Sources')] },
  { id: 12, title: 'The Arbitration Agreement', lectures: [lecture(3, 'Separability')] },
];

const SEMINARS: Seminar[] = [
  {
    id: 5,
    title: 'Drafting an arbitration clause',
    date: '2026-10-05',
    time: '15:00:00',
    teacher: { teacher_name: 'Dr. Amina Yusupova' },
    link: 'https://meet.example/1',
  },
];

/** Renders the page and lets the answers that are already there arrive, as they would before a visitor acts. */
async function renderPage() {
  const view = render(
    <MemoryRouter initialEntries={['/aboutthecourse']}>
      <AboutCoursePage />
    </MemoryRouter>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view;
}

beforeAll(async () => {
  setTestRuntimeConfig();
  // Compiling swiper for the lazy carousels takes longer than a findBy* wait on a cold cache.
  await import('../../components/lazy-carousel/CarouselChunk');
});

beforeEach(async () => {
  await initTestI18n('en');
  // Only these mocks: the IntersectionObserver double of react-intersection-observer must keep working.
  for (const mock of Object.values(mocked)) mock.mockReset();
  for (const store of [useMainCourse, useBooks, useCourseTopics, useSeminars, useOrganisationStore])
    store.getState().reset();
  useExpandedTopic.getState().collapse();
  useTokenStore.getState().clearTokens();
  useSessionStore.getState().signOut();
  forgetTranslations();
  mocked.getCourses.mockResolvedValue([COURSE]);
  mocked.getBooks.mockResolvedValue([]);
  mocked.getSeminars.mockResolvedValue(SEMINARS);
  mocked.getTopics.mockResolvedValue(TOPICS);
  mocked.getOrganisationalStructure.mockResolvedValue([]);
  mocked.postTranslate.mockResolvedValue({ translations: [] });
});

afterAll(() => initTestI18n('en'));

it('asks for each list once when the screen opens, though several parts read the main course', async () => {
  await renderPage();
  expect(mocked.getCourses).toHaveBeenCalledTimes(1);
  expect(mocked.getBooks).toHaveBeenCalledTimes(1);
  expect(mocked.getTopics).toHaveBeenCalledTimes(1);
  expect(mocked.getSeminars).toHaveBeenCalledTimes(1);
  expect(mocked.getOrganisationalStructure).toHaveBeenCalledTimes(1);
});

describe('course tabs', () => {
  it('opens on The Course, whose topics expand to their lectures and collapse on a second click', async () => {
    await renderPage();
    const tabs = screen.getByRole('tablist', { name: 'Course content' });
    expect(within(tabs).getByRole('tab', { name: 'The Course' })).toHaveAttribute('aria-selected', 'true');
    const topic = await screen.findByRole('button', { name: /Foundations/ });
    expect(topic).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('What arbitration is')).not.toBeVisible();

    await userEvent.click(topic);
    expect(topic).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('What arbitration is')).toBeVisible();
    const lectures = document.getElementById(topic.getAttribute('aria-controls') ?? '');
    expect(within(lectures as HTMLElement).getAllByText('Prof. Helena Marsh · 1 h 25 m')).toHaveLength(2);

    await userEvent.click(topic);
    expect(topic).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('What arbitration is')).not.toBeVisible();
  });

  it('keeps one topic open at a time', async () => {
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Foundations/ }));
    await userEvent.click(screen.getByRole('button', { name: /The Arbitration Agreement/ }));
    expect(screen.getByRole('button', { name: /Foundations/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /The Arbitration Agreement/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('collapses the open topic when another tab is chosen', async () => {
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Foundations/ }));
    await userEvent.click(screen.getByRole('tab', { name: 'Live Sessions' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Drafting an arbitration clause');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Dr. Amina Yusupova');
    await userEvent.click(screen.getByRole('tab', { name: 'The Course' }));
    expect(screen.getByRole('button', { name: /Foundations/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between tabs with the arrow keys, Home and End, focus following the selection', async () => {
    await renderPage();
    const course = screen.getByRole('tab', { name: 'The Course' });
    const live = screen.getByRole('tab', { name: 'Live Sessions' });
    const certificate = screen.getByRole('tab', { name: 'Certificate' });
    expect(live).toHaveAttribute('tabindex', '-1');
    course.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(live).toHaveFocus();
    expect(live).toHaveAttribute('aria-selected', 'true');
    expect(live).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(course).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(certificate).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(course).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(certificate).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Certificate' });
    expect(within(panel).getByRole('heading', { name: 'Certificate of completion' })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Sample certificate' })).toHaveAttribute('width', '800');
  });

  it("holds a row for each of the course's sixteen topics while they load, unseen by screen readers", async () => {
    mocked.getTopics.mockReturnValue(new Promise(() => undefined));
    await renderPage();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Loading...')).toBeInTheDocument();
    expect(within(panel).queryAllByRole('listitem')).toHaveLength(0);
    expect(panel.querySelectorAll('ol[aria-hidden="true"] > li')).toHaveLength(16);
  });

  it('shows the loading text, then the error with its message, when the topics cannot be loaded', async () => {
    let fail: (error: Error) => void = () => undefined;
    mocked.getTopics.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    await renderPage();
    expect(within(screen.getByRole('tabpanel')).getByText('Loading...')).toBeInTheDocument();
    await act(async () => fail(new Error('boom')));
    expect(within(screen.getByRole('tabpanel')).getByRole('alert')).toHaveTextContent(
      'Error: Topics fetch error',
    );
  });
});

describe('price box', () => {
  const prices = () => screen.getByRole('region', { name: 'Course price' });

  it('shows new_price and the struck-through old_price, rounded, in dollars', async () => {
    await renderPage();
    await waitFor(() => expect(prices()).toHaveTextContent('Current price: $450'));
    expect(prices().querySelector('s')).toHaveTextContent('Old price: $600');
  });

  it('shows tenge_price and tenge_price less the discount in the Russian UI', async () => {
    await initTestI18n('ru');
    await renderPage();
    const box = () => screen.getByRole('region', { name: 'Стоимость курса' });
    await waitFor(() => expect(box()).toHaveTextContent('₸220 000'));
    expect(box().querySelector('s')).toHaveTextContent('₸165 000');
  });

  it('shows dollars in the Kazakh UI', async () => {
    await initTestI18n('kk');
    await renderPage();
    const box = () => screen.getByRole('region', { name: 'Курс бағасы' });
    await waitFor(() => expect(box()).toHaveTextContent('$450'));
    expect(box().querySelector('s')).toHaveTextContent('$600');
  });

  it('shows 0 and the error when the course cannot be loaded, with the video button disabled', async () => {
    mocked.getCourses.mockRejectedValue(new Error('offline'));
    await renderPage();
    expect(await within(prices()).findByRole('alert')).toHaveTextContent('Courses fetch error');
    expect(prices()).toHaveTextContent('Current price: $0');
    expect(prices().querySelector('s')).toHaveTextContent('$0');
    expect(screen.getByRole('button', { name: 'Play the course video' })).toBeDisabled();
  });

  it('sends a visitor to sign in, with the way back to the course', async () => {
    await renderPage();
    expect(screen.getByRole('link', { name: 'Buy' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fpassingcourse%2F1',
    );
  });

  it('sends a student with a token straight to the course', async () => {
    useTokenStore.getState().setTokens('access', 'refresh');
    await renderPage();
    expect(screen.getByRole('link', { name: 'Buy' })).toHaveAttribute('href', '/passingcourse/1');
  });

  it('counts the registration form token as signed in too', async () => {
    useSessionStore.getState().setFormToken('form-token');
    await renderPage();
    expect(screen.getByRole('link', { name: 'Buy' })).toHaveAttribute('href', '/passingcourse/1');
  });
});

describe('machine translation of topic and seminar titles', () => {
  it('asks for nothing in English', async () => {
    await renderPage();
    await screen.findByRole('button', { name: /Foundations/ });
    expect(mocked.postTranslate).not.toHaveBeenCalled();
  });

  it('shows the titles in Russian once the translations arrive, in one call per list', async () => {
    await initTestI18n('ru');
    mocked.postTranslate.mockImplementation(async ({ texts }) => ({
      translations: texts.map((text) => ({ text: `RU ${text}`, translated: true })),
    }));
    await renderPage();
    expect(await screen.findByRole('button', { name: /RU Foundations/ })).toBeInTheDocument();
    expect(mocked.postTranslate).toHaveBeenCalledWith({
      texts: ['Foundations', 'The Arbitration Agreement'],
      target: 'ru',
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Живые занятия' }));
    expect(await screen.findByText('RU Drafting an arbitration clause')).toBeInTheDocument();
  });

  it('keeps the original titles when the service could not translate them or the call fails', async () => {
    await initTestI18n('kk');
    mocked.postTranslate.mockImplementation(async ({ texts }) => ({
      translations: texts.map((text) => ({ text, translated: false })),
    }));
    await renderPage();
    await screen.findByRole('button', { name: /Foundations/ });
    await waitFor(() => expect(mocked.postTranslate).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: /Foundations/ })).toHaveTextContent('Foundations');

    mocked.postTranslate.mockRejectedValue(new Error('offline'));
    await userEvent.click(screen.getByRole('tab', { name: 'Тікелей сабақтар' }));
    expect(await screen.findByText('Drafting an arbitration clause')).toBeInTheDocument();
  });
});

describe('about section', () => {
  it('plays the introductory video of the main course record on click, in place', async () => {
    const { container } = await renderPage();
    const play = screen.getByRole('button', { name: 'Play the course video' });
    expect(play).toBeEnabled();
    await userEvent.click(play);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', COURSE.introductory_video);
    expect(video).toHaveAttribute('controls');
  });

  it('lists the five training steps with the essay word limits', async () => {
    await renderPage();
    const steps = within(screen.getByRole('region', { name: 'How the training works' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(5);
    expect(steps[3]).toHaveTextContent('at most 300 words');
    expect(steps[4]).toHaveTextContent('at most 500 words');
  });

  it('shows the recommended books once the section is near the screen', async () => {
    mocked.getBooks.mockResolvedValue([
      {
        id: 1,
        title: 'International Commercial Arbitration',
        author: 'Gary B. Born',
        cover: '/c1.svg',
        link: '',
      },
    ]);
    await renderPage();
    mockAllIsIntersecting(true);
    expect(await screen.findByText('International Commercial Arbitration')).toBeInTheDocument();
    const reading = screen.getByRole('region', { name: 'Recommended reading' });
    expect(within(reading).getByText('by Gary B. Born')).toBeInTheDocument();
    expect(reading.querySelector('img')).toHaveAttribute('src', '/c1.svg');
  });
});
