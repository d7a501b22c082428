import {
  ApiError,
  getBooks,
  getCourses,
  getSeminars,
  useTokenStore,
  type Course,
  type CourseProgress,
  type Lecture,
  type StudentTopic,
} from '@academy/shared';
import { initTestI18n, samplePayment } from '@academy/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getPayment } from '../../features/course-purchase/api/get-payment';
import { clearPaymentOutcome } from '../../features/course-purchase/payment-store';
import { getQuestions } from '../../features/course-questions/api/get-questions';
import { useCourse } from '../../resources/course';
import { useCourseAccess, useCourseView, useCurriculum } from '../../resources/curriculum';
import { getStudentTopics } from '../../resources/curriculum/api/get-student-topics';
import { useCourseProgress } from '../../resources/progress';
import { getCourseProgress } from '../../resources/progress/api/get-course-progress';
import PassingCoursePage from './PassingCoursePage';
import { NARROW_QUERY } from './use-is-narrow';

jest.mock('@academy/shared/src/api/endpoints/get-courses');
jest.mock('@academy/shared/src/api/endpoints/get-books');
jest.mock('@academy/shared/src/api/endpoints/get-seminars');
jest.mock('../../resources/curriculum/api/get-student-topics');
jest.mock('../../resources/progress/api/get-course-progress');
jest.mock('../../features/course-purchase/api/get-payment');
jest.mock('../../features/course-questions/api/get-questions');

const course: Course = {
  id: 1,
  title: 'International Arbitration',
  course_description: 'How disputes are settled outside courts.',
  introductory_video: 'http://api.test/media/intro.mp4',
  tenge_price: '220000.00',
  new_price: '450.00',
  old_price: '600.00',
  discount_percentage: 25,
  lessons_count: 35,
  students_count: 3,
  total_minutes: 3378,
  last_update: '2026-11-01T00:00:00.000Z',
  next_lesson_at: null,
};

const lecture = (id: number, title: string, extra: Partial<Lecture> = {}): Lecture => ({
  id,
  title,
  video: `http://api.test/media/l${id}.mp4`,
  duration: 81,
  material: '',
  material_name: '',
  teacher_name: 'Prof. Helena Marsh',
  captions: [],
  questions: [],
  ...extra,
});

const topics: StudentTopic[] = [
  { id: 1, is_open: true, opens_at: null, topic: { id: 1, title: 'Introduction', lectures: [] } },
  {
    id: 2,
    is_open: true,
    opens_at: null,
    topic: {
      id: 2,
      title: 'Foundations',
      lectures: [lecture(21, 'What arbitration is'), lecture(22, 'Seats')],
    },
  },
  {
    id: 3,
    is_open: true,
    opens_at: null,
    topic: { id: 3, title: 'Awards', lectures: [lecture(31, 'Reasons for awards')] },
  },
  {
    id: 4,
    is_open: false,
    opens_at: '2026-12-07T09:00:00.000Z',
    topic: { id: 4, title: 'Enforcement', lectures: [lecture(41, 'New York Convention', { video: '' })] },
  },
];

const progress = (last: CourseProgress['last'] = null): CourseProgress => ({
  course: 1,
  completed_lectures: [21],
  lectures: last
    ? [
        {
          lecture: last.lecture,
          position: last.position,
          completed: false,
          updated_at: '2026-11-20T10:00:00Z',
        },
      ]
    : [],
  topics: [],
  last,
});

function setWidth(narrow: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: narrow && query === NARROW_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

const seen = { search: '' };
function LocationProbe() {
  seen.search = useLocation().search;
  return null;
}

function openPage(path = '/passingcourse/1') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/passingcourse/:id"
          element={
            <>
              <PassingCoursePage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  setWidth(false);
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  useCourse.getState().reset();
  useCurriculum.getState().reset();
  useCourseProgress.getState().reset();
  useCourseAccess.setState({ notBought: false });
  useCourseView.setState({ topicNo: null, selectedLecture: null, selectedBy: null });
  clearPaymentOutcome();
  jest.mocked(getCourses).mockResolvedValue([course]);
  jest.mocked(getBooks).mockResolvedValue([]);
  jest.mocked(getSeminars).mockResolvedValue([]);
  jest.mocked(getStudentTopics).mockResolvedValue(topics);
  jest.mocked(getCourseProgress).mockResolvedValue(progress());
  jest.mocked(getQuestions).mockResolvedValue({ count: 0, next: null, previous: null, results: [] });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

it('selects the first lecture of the first topic with lectures and shows the curriculum beside the player', async () => {
  openPage();
  expect(await screen.findByRole('heading', { level: 2, name: 'What arbitration is' })).toBeInTheDocument();
  const side = screen.getByRole('complementary', { name: 'Curriculum' });
  expect(within(side).getByRole('button', { name: /Foundations/ })).toHaveAttribute('aria-expanded', 'true');
  expect(within(side).getByText('Opens on 7 December 2026')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'International Arbitration' })).toBeInTheDocument();
});

it("shows only the stage's frame until a signed-in student's access and resume point are known", async () => {
  let answerTopics: (value: typeof topics) => void = () => undefined;
  jest.mocked(getStudentTopics).mockReturnValue(new Promise((resolve) => (answerTopics = resolve)));
  setWidth(true);
  openPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'International Arbitration' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Buy the full course' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/^Introductory video/)).not.toBeInTheDocument();

  await act(async () => answerTopics(topics));
  expect(await screen.findByRole('heading', { level: 2, name: 'What arbitration is' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').length).toBeGreaterThan(0);
});

it('resumes the lecture studied last at its position', async () => {
  jest.mocked(getCourseProgress).mockResolvedValue(progress({ lecture: 31, position: 42 }));
  openPage();
  expect(await screen.findByRole('heading', { level: 2, name: 'Reasons for awards' })).toBeInTheDocument();
  const side = screen.getByRole('complementary', { name: 'Curriculum' });
  expect(within(side).getByRole('button', { name: /Awards/ })).toHaveAttribute('aria-expanded', 'true');
  const video = screen.getByLabelText('Video: Reasons for awards') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
  video.dispatchEvent(new Event('loadedmetadata'));
  expect(video.currentTime).toBe(42);
});

it('opens on Overview; the tabs switch by click and by arrow keys; no Sidebar tab on wide screens', async () => {
  openPage();
  await screen.findByRole('heading', { level: 2, name: 'What arbitration is' });
  const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs).toEqual(['Overview', 'QAA', 'Seminars', 'Certification']);
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('How disputes are settled outside courts.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Certification' }));
  expect(screen.getByRole('img', { name: 'Certificate of the Academy' })).toBeInTheDocument();
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Seminars' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Seminars' })).toHaveFocus();
  expect(await screen.findByText('No seminars are scheduled yet.')).toBeInTheDocument();
  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
});

it('has a Sidebar tab with the curriculum below 768 px, instead of the side column', async () => {
  setWidth(true);
  openPage();
  await screen.findByRole('heading', { level: 2, name: 'What arbitration is' });
  expect(screen.queryByRole('complementary')).toBeNull();
  await userEvent.click(screen.getByRole('tab', { name: 'Curriculum' }));
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByRole('button', { name: /Foundations/ })).toBeInTheDocument();
  await userEvent.click(within(panel).getByRole('button', { name: 'Seats' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Seats' })).toBeInTheDocument();
});

it('shows the questions of the selected lecture in the QAA tab', async () => {
  openPage();
  await screen.findByRole('heading', { level: 2, name: 'What arbitration is' });
  await userEvent.click(screen.getByRole('tab', { name: 'QAA' }));
  expect(await screen.findByText('No questions found.')).toBeInTheDocument();
  expect(getQuestions).toHaveBeenCalledWith(
    { lecture: 21, search: '', filter: 'all', sort: 'newest' },
    expect.any(AbortSignal),
  );
});

it('replaces the curriculum with the purchase card when the course is not bought', async () => {
  jest
    .mocked(getStudentTopics)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 403, message: 'You do not have permission.' }));
  jest
    .mocked(getCourseProgress)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 403, message: 'You do not have permission.' }));
  openPage();
  expect(await screen.findByRole('heading', { name: 'Buy the full course' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByLabelText('Introductory video: International Arbitration')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'QAA' }));
  expect(screen.getByText('Questions and answers open after you buy the course.')).toBeInTheDocument();
});

it('shows the purchase card with the error and a retry when loading fails', async () => {
  jest
    .mocked(getStudentTopics)
    .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'No connection' }));
  openPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data: No connection');
  expect(screen.getByRole('heading', { name: 'Buy the full course' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'What arbitration is' })).toBeInTheDocument();
});

it('shows the purchase card to a signed-out visitor without asking for the curriculum', async () => {
  useTokenStore.getState().clearTokens();
  openPage();
  expect(await screen.findByRole('heading', { name: 'Buy the full course' })).toBeInTheDocument();
  expect(getStudentTopics).not.toHaveBeenCalled();
});

it('on return from a paid payment shows the result and the curriculum without reloading the site', async () => {
  jest
    .mocked(getStudentTopics)
    .mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 403, message: 'You do not have permission.' }),
    )
    .mockResolvedValue(topics);
  jest.mocked(getPayment).mockResolvedValue(samplePayment({ payment_id: 'pay-1' }));
  openPage('/passingcourse/1?payment=pay-1&status=paid');
  expect(await screen.findByText('Payment received. The course is now open.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'What arbitration is' })).toBeInTheDocument();
  expect(getPayment).toHaveBeenCalledWith('pay-1');
  await waitFor(() => expect(seen.search).toBe(''));
});

it('on return from a declined payment keeps the purchase card, says so, and offers to try again', async () => {
  jest
    .mocked(getStudentTopics)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 403, message: 'You do not have permission.' }));
  jest.mocked(getPayment).mockResolvedValue(
    samplePayment({
      payment_id: 'pay-2',
      status: 'declined',
      failure_reason: 'card_declined',
      paid_at: null,
    }),
  );
  openPage('/passingcourse/1?payment=pay-2&status=declined');
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through.');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  expect(getStudentTopics).toHaveBeenCalledTimes(1);
  await act(async () => undefined);
});

it('says so for a course id that cannot exist', () => {
  openPage('/passingcourse/abc');
  expect(screen.getByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
});

it('holds the intro’s place with the stage’s frame while the course is on its way, then plays the intro there', async () => {
  useTokenStore.getState().clearTokens();
  let answerCourses: (value: Course[]) => void = () => undefined;
  jest.mocked(getCourses).mockReturnValue(new Promise((resolve) => (answerCourses = resolve)));
  openPage();
  expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  expect(screen.queryByText('The lectures play here once the course is yours.')).not.toBeInTheDocument();
  expect(screen.getByText('$0').parentElement).toHaveAttribute('aria-busy', 'true');

  await act(async () => answerCourses([course]));
  expect(screen.getByLabelText('Introductory video: International Arbitration')).toBeInTheDocument();
  expect(screen.getByText('$450').parentElement).not.toHaveAttribute('aria-busy');
});

it('rendered at build time (no window to ask) carries both layouts for CSS to choose from', async () => {
  const { renderToString } = await import('react-dom/server');
  useTokenStore.getState().clearTokens();
  const html = renderToString(
    <MemoryRouter initialEntries={['/passingcourse/1']}>
      <Routes>
        <Route path="/passingcourse/:id" element={<PassingCoursePage />} />
      </Routes>
    </MemoryRouter>,
  );
  // The purchase card below the stage (narrow) and in the side column (wide), and the Sidebar tab.
  expect(html.match(/Buy the full course/g)).toHaveLength(2);
  expect(html).toMatch(/class="narrowPurchase narrowOnly"/);
  expect(html).toMatch(/<aside class="side wideOnly"/);
  expect(html).toMatch(/id="course-tab-sidebar"[^>]*class="tab narrowOnly"/);
});

describe('links into the page (a notification, decision 0045)', () => {
  const asked = {
    id: 77,
    lecture: 31,
    title: 'Must an award give reasons?',
    content: 'Must an award give reasons?',
    created_at: '2026-11-30T10:00:00Z',
    user: null,
    answers: [],
    answers_count: 0,
    is_important: false,
  };

  it('opens ?lecture= with its topic, the QAA tab and the thread of ?question=', async () => {
    jest.mocked(getCourseProgress).mockResolvedValue(progress({ lecture: 21, position: 30 }));
    jest.mocked(getQuestions).mockResolvedValue({ count: 1, next: null, previous: null, results: [asked] });
    openPage('/passingcourse/1?lecture=31&question=77');
    expect(await screen.findByRole('heading', { level: 2, name: 'Reasons for awards' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'QAA' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Must an award give reasons?' })).toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: 'Curriculum' });
    expect(within(side).getByRole('button', { name: /Awards/ })).toHaveAttribute('aria-expanded', 'true');
    expect(getQuestions).toHaveBeenCalledWith(
      { lecture: 31, search: '', filter: 'all', sort: 'newest' },
      expect.any(AbortSignal),
    );
  });

  it('asks for the lecture’s questions afresh when a link opens one of them, so its new answer shows', async () => {
    const answer = {
      id: 501,
      question: 77,
      title: 'Must an award give reasons?',
      content: 'Yes, unless the parties agreed otherwise.',
      created_at: '2026-11-30T11:00:00Z',
      user: { first_name: 'Dana', last_name: 'Akhmetova', photo: null },
      is_instructor: true,
    };
    jest.mocked(getCourseProgress).mockResolvedValue(progress({ lecture: 31, position: 30 }));
    // The answer is given while the student is on the page, before the notification's link is followed.
    let answered = false;
    jest.mocked(getQuestions).mockImplementation(async () => ({
      count: 1,
      next: null,
      previous: null,
      results: [answered ? { ...asked, answers: [answer], answers_count: 1 } : asked],
    }));
    render(
      <MemoryRouter initialEntries={['/passingcourse/1?lecture=31&tab=questions']}>
        <Routes>
          <Route
            path="/passingcourse/:id"
            element={
              <>
                <PassingCoursePage />
                <Link to="/passingcourse/1?lecture=31&question=77">the notification</Link>
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    await waitFor(() => expect(getQuestions).toHaveBeenCalled());
    await act(async () => undefined);
    answered = true;
    await userEvent.click(screen.getByRole('link', { name: 'the notification' }));
    const thread = await screen.findByRole('article', { name: 'Must an award give reasons?' });
    expect(await within(thread).findByText('Yes, unless the parties agreed otherwise.')).toBeInTheDocument();
  });

  it.each([
    ['seminars', 'Seminars'],
    ['certification', 'Certification'],
  ])('opens ?tab=%s on its tab', async (tab, name) => {
    openPage(`/passingcourse/1?tab=${tab}`);
    await screen.findByRole('heading', { level: 2, name: 'What arbitration is' });
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  });

  it('expands the topic of ?topic=', async () => {
    openPage('/passingcourse/1?topic=3');
    await screen.findByRole('heading', { level: 2, name: 'What arbitration is' });
    const side = screen.getByRole('complementary', { name: 'Curriculum' });
    await waitFor(() =>
      expect(within(side).getByRole('button', { name: /Awards/ })).toHaveAttribute('aria-expanded', 'true'),
    );
  });
});
