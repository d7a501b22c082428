import { ApiError, type TeachingCalendar } from '@academy/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCalendar } from '../../resources/course-topics/api/get-calendar';
import { useCourseCalendar } from '../../resources/course-topics/course-topics';
import { calendar } from '../../testing/samples';
import { eachTestAsInstructor, renderAt } from '../../testing/test-utils';
import { putOpening } from './api/put-opening';
import { CourseCalendar } from './CourseCalendar';

jest.mock('../../resources/course-topics/api/get-calendar');
jest.mock('./api/put-opening');

eachTestAsInstructor();

const withTerms: TeachingCalendar = {
  terms: [
    {
      id: 1,
      course: 1,
      title: 'Autumn 2026',
      starts_at: '2026-09-01T00:00:00Z',
      ends_at: '2026-12-31T00:00:00Z',
      enrolment_closes_at: '2026-09-15T00:00:00Z',
    },
  ],
  topics: calendar.topics.map((topic) => ({
    ...topic,
    openings: [{ term: 1, opens_at: '2026-09-15T00:00:00Z' }],
  })),
};

beforeEach(() => useCourseCalendar.getState().reset());

function openCalendar() {
  return renderAt(<CourseCalendar />, '/teaching/calendar');
}

it('shows a spinner while the calendar loads', () => {
  jest.mocked(getCalendar).mockReturnValue(new Promise(() => undefined));
  openCalendar();
  expect(screen.getByRole('status', { name: 'Loading the calendar…' })).toBeInTheDocument();
});

it("shows each topic's opening and when it opens in each term", async () => {
  jest.mocked(getCalendar).mockResolvedValue(withTerms);
  openCalendar();
  const [topic] = await screen.findAllByRole('listitem');
  expect(
    within(topic as HTMLElement).getByRole('heading', { name: 'Topic 3. Arbitration agreements' }),
  ).toBeVisible();
  expect(screen.getByRole('radio', { name: 'Days after each term starts' })).toBeChecked();
  expect(screen.getByLabelText('Days after the term starts')).toHaveValue(14);
  expect(screen.getByRole('list', { name: 'When it opens in each term' })).toHaveTextContent(
    'Autumn 2026: 15 September 2026',
  );
});

it('says when the course has no topics, and shows a load error with a retry', async () => {
  jest
    .mocked(getCalendar)
    .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, message: 'Topics fetch error' }))
    .mockResolvedValueOnce({ terms: [], topics: [] });
  openCalendar();
  expect(await screen.findByRole('alert')).toHaveTextContent('Topics fetch error');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('The course has no topics yet.')).toBeInTheDocument();
});

it('moves a topic by days after the term starts; the new openings show', async () => {
  jest.mocked(getCalendar).mockResolvedValue(withTerms);
  jest.mocked(putOpening).mockResolvedValue({
    ...withTerms.topics[0]!,
    opens_after_days: 21,
    openings: [{ term: 1, opens_at: '2026-09-22T00:00:00Z' }],
  });
  openCalendar();
  const days = await screen.findByLabelText('Days after the term starts');
  await userEvent.clear(days);
  await userEvent.type(days, '21');
  await userEvent.click(screen.getByRole('button', { name: 'Save the opening' }));
  expect(await screen.findByText("Saved. Students' locks follow it now.")).toBeInTheDocument();
  expect(putOpening).toHaveBeenCalledWith(3, { opens_after_days: 21, opens_at: null });
  expect(screen.getByRole('list', { name: 'When it opens in each term' })).toHaveTextContent(
    'Autumn 2026: 22 September 2026',
  );
});

it('sets a fixed moment, or opens the topic from the start', async () => {
  jest.mocked(getCalendar).mockResolvedValue(withTerms);
  jest.mocked(putOpening).mockResolvedValue({ ...withTerms.topics[0]!, schedule: 'open', openings: [] });
  openCalendar();
  await userEvent.click(await screen.findByRole('radio', { name: 'On a fixed date' }));
  await userEvent.type(screen.getByLabelText('Date and time'), '2026-12-01T09:30');
  await userEvent.click(screen.getByRole('button', { name: 'Save the opening' }));
  expect(putOpening).toHaveBeenLastCalledWith(3, {
    opens_after_days: null,
    opens_at: new Date(2026, 11, 1, 9, 30).toISOString(),
  });
  await userEvent.click(screen.getByRole('radio', { name: 'From the start' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save the opening' }));
  expect(putOpening).toHaveBeenLastCalledWith(3, { opens_after_days: null, opens_at: null });
});

it('refuses a wrong number of days before asking the server, and shows a server refusal', async () => {
  jest.mocked(getCalendar).mockResolvedValue(withTerms);
  jest
    .mocked(putOpening)
    .mockRejectedValue(
      new ApiError({ kind: 'http', status: 404, message: 'Not found.', detail: 'Not found.' }),
    );
  openCalendar();
  const days = await screen.findByLabelText('Days after the term starts');
  await userEvent.clear(days);
  await userEvent.click(screen.getByRole('button', { name: 'Save the opening' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Give a whole number of days from 0 to 3650.');
  expect(putOpening).not.toHaveBeenCalled();
  await userEvent.type(days, '7');
  await userEvent.click(screen.getByRole('button', { name: 'Save the opening' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
});
