import { ApiError } from '@academy/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCalendar } from '../../resources/course-topics/api/get-calendar';
import { useCourseCalendar } from '../../resources/course-topics/course-topics';
import { calendar, seminarPage, staffSeminar } from '../../testing/samples';
import { eachTestAsInstructor, renderAt } from '../../testing/test-utils';
import { getSeminars } from './api/get-seminars';
import { patchSeminar } from './api/patch-seminar';
import { postCancellation } from './api/post-cancellation';
import { postSeminar } from './api/post-seminar';
import { SeminarDesk } from './SeminarDesk';

jest.mock('./api/get-seminars');
jest.mock('./api/post-seminar');
jest.mock('./api/patch-seminar');
jest.mock('./api/post-cancellation');
jest.mock('../../resources/course-topics/api/get-calendar');

eachTestAsInstructor();

beforeEach(() => {
  useCourseCalendar.getState().reset();
  jest.mocked(getCalendar).mockResolvedValue(calendar);
});

function openDesk() {
  return renderAt(<SeminarDesk />, '/teaching/seminars');
}

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }
}

it('shows a spinner while the seminars load', () => {
  jest.mocked(getSeminars).mockReturnValue(new Promise(() => undefined));
  openDesk();
  expect(screen.getByRole('status', { name: 'Loading the seminars…' })).toBeInTheDocument();
});

it('lists the seminars, a cancelled one marked with its reason', async () => {
  jest
    .mocked(getSeminars)
    .mockResolvedValue(
      seminarPage([
        staffSeminar(),
        staffSeminar({ id: 9, title: 'Evidence', cancelled: true, cancellation_reason: 'Teacher ill.' }),
      ]),
    );
  openDesk();
  const [first, second] = await screen.findAllByRole('listitem');
  expect(first).toHaveTextContent('Drafting the arbitration clause');
  expect(first).toHaveTextContent('18:00 · Erlan Bekov');
  expect(
    within(first as HTMLElement).getByRole('link', { name: 'https://meet.example.org/clause' }),
  ).toHaveAttribute('href', 'https://meet.example.org/clause');
  expect(second).toHaveTextContent('Cancelled; students no longer see it. Teacher ill.');
  expect(within(second as HTMLElement).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
});

it('says when there is no seminar yet, and shows a load error with a retry', async () => {
  jest
    .mocked(getSeminars)
    .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, message: 'Seminars fetch error' }))
    .mockResolvedValueOnce(seminarPage([]));
  openDesk();
  expect(await screen.findByRole('alert')).toHaveTextContent('Seminars fetch error');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No seminar yet. Create the first one.')).toBeInTheDocument();
});

it('checks the fields in the browser: all required, the link https only', async () => {
  jest.mocked(getSeminars).mockResolvedValue(seminarPage([]));
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'New seminar' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getAllByText('Fill this in.')).toHaveLength(5);
  await fill({
    Title: 'Evidence',
    Date: '2026-12-12',
    Time: '18:30',
    Teacher: 'Erlan Bekov',
    'Meeting link (https)': 'http://meet.example.org/evidence',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    screen.getByText('Give a full https:// address, e.g. https://meet.example.org/room.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Meeting link (https)')).toHaveAttribute('aria-invalid', 'true');
  expect(postSeminar).not.toHaveBeenCalled();
});

it('refuses in the browser a link the API would refuse, such as one that breaks out of an attribute', async () => {
  jest.mocked(getSeminars).mockResolvedValue(seminarPage([]));
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'New seminar' }));
  await fill({
    Title: 'Evidence',
    Date: '2026-12-12',
    Time: '18:30',
    Teacher: 'Erlan Bekov',
    'Meeting link (https)': 'https://meet.example.org/"><script>alert(1)</script>',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    screen.getByText('Give a full https:// address, e.g. https://meet.example.org/room.'),
  ).toBeInTheDocument();
  expect(postSeminar).not.toHaveBeenCalled();
});

it('creates a seminar for the course, which joins the list', async () => {
  jest.mocked(getSeminars).mockResolvedValue(seminarPage([]));
  jest.mocked(postSeminar).mockResolvedValue(staffSeminar({ id: 20, title: 'Evidence', time: '18:30:00' }));
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'New seminar' }));
  await fill({
    Title: ' Evidence ',
    Date: '2026-12-12',
    Time: '18:30',
    Teacher: 'Erlan Bekov',
    'Meeting link (https)': 'https://meet.example.org/evidence',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { name: 'Evidence' })).toBeInTheDocument();
  expect(postSeminar).toHaveBeenCalledWith({
    course: 1,
    title: 'Evidence',
    date: '2026-12-12',
    time: '18:30',
    teacher_name: 'Erlan Bekov',
    link: 'https://meet.example.org/evidence',
  });
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

it('lists a new seminar at its date among the others, as the API orders them, without a reload', async () => {
  jest
    .mocked(getSeminars)
    .mockResolvedValue(
      seminarPage([
        staffSeminar({ id: 8, title: 'Drafting', date: '2026-12-05' }),
        staffSeminar({ id: 9, title: 'Enforcement', date: '2026-12-19' }),
      ]),
    );
  jest
    .mocked(postSeminar)
    .mockResolvedValue(staffSeminar({ id: 20, title: 'Evidence', date: '2026-12-12', time: '18:30:00' }));
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'New seminar' }));
  await fill({
    Title: 'Evidence',
    Date: '2026-12-12',
    Time: '18:30',
    Teacher: 'Erlan Bekov',
    'Meeting link (https)': 'https://meet.example.org/evidence',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('heading', { name: 'Evidence' });
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Drafting',
    'Evidence',
    'Enforcement',
  ]);
  expect(getSeminars).toHaveBeenCalledTimes(1);
});

it('shows the server’s refusal beside its field and keeps the form', async () => {
  jest.mocked(getSeminars).mockResolvedValue(seminarPage([staffSeminar()]));
  jest.mocked(patchSeminar).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 400,
      message: 'link: Enter an https:// URL.',
      fieldErrors: { link: ['Enter an https:// URL.'] },
    }),
  );
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  expect(screen.getByLabelText('Time')).toHaveValue('18:00');
  await fill({ Title: 'Drafting, part two' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Enter an https:// URL.')).toBeInTheDocument();
  expect(patchSeminar).toHaveBeenCalledWith(8, {
    title: 'Drafting, part two',
    date: '2026-12-05',
    time: '18:00',
    teacher_name: 'Erlan Bekov',
    link: 'https://meet.example.org/clause',
  });
  expect(screen.getByLabelText('Title')).toHaveValue('Drafting, part two');
});

it('cancels a seminar with a reason; the list marks it', async () => {
  jest.mocked(getSeminars).mockResolvedValue(seminarPage([staffSeminar()]));
  jest
    .mocked(postCancellation)
    .mockRejectedValueOnce(new ApiError({ kind: 'offline', message: 'No connection to the server' }))
    .mockResolvedValueOnce(staffSeminar({ cancelled: true, cancellation_reason: 'Moved to January.' }));
  openDesk();
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel…' }));
  await userEvent.type(screen.getByLabelText('Reason for the cancellation (optional)'), 'Moved to January.');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel the seminar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel the seminar' }));
  expect(await screen.findByText('Moved to January.')).toHaveTextContent(
    'Cancelled; students no longer see it. Moved to January.',
  );
  expect(postCancellation).toHaveBeenLastCalledWith(8, 'Moved to January.');
});

it('cannot create a seminar while the course is unknown, and says why', async () => {
  jest.mocked(getSeminars).mockResolvedValue(seminarPage([]));
  jest
    .mocked(getCalendar)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 500, message: 'Topics fetch error' }));
  openDesk();
  expect(await screen.findByText('Topics fetch error')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New seminar' })).toBeDisabled();
});
