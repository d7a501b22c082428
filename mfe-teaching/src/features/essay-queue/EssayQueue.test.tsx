import { ApiError } from '@academy/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCalendar } from '../../resources/course-topics/api/get-calendar';
import { useCourseCalendar } from '../../resources/course-topics/course-topics';
import { calendar, essayPage, essaySummary } from '../../testing/samples';
import { eachTestAsInstructor, renderAt } from '../../testing/test-utils';
import { getEssays } from './api/get-essays';
import { EssayQueue } from './EssayQueue';
import { useEssayQueue } from './essay-queue-store';

jest.mock('./api/get-essays');
jest.mock('../../resources/course-topics/api/get-calendar');

eachTestAsInstructor();

beforeEach(() => {
  useEssayQueue.getState().reset();
  useCourseCalendar.getState().reset();
  jest.mocked(getCalendar).mockResolvedValue(calendar);
});

function openQueue(path = '/teaching/essays') {
  return renderAt(<EssayQueue />, path);
}

it('holds placeholder rows while the queue loads, announced as loading and hidden from the list', () => {
  jest.mocked(getEssays).mockReturnValue(new Promise(() => undefined));
  openQueue();
  expect(screen.getByRole('status', { name: 'Loading the essays…' })).toBeInTheDocument();
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('lists the waiting essays, oldest first as the API sends them, each linking to its evaluation', async () => {
  jest.mocked(getEssays).mockResolvedValue(
    essayPage([
      essaySummary(),
      essaySummary({
        id: 52,
        kind: 'final',
        topic: null,
        topic_title: '',
        student: { id: 9, email: 'no.name@academy.test', first_name: '', last_name: '' },
      }),
    ]),
  );
  openQueue();
  const items = await screen.findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Aruzhan Sadykova' })).toHaveAttribute(
    'href',
    '/teaching/essays/41',
  );
  expect(items[0]).toHaveTextContent('Topic 3. Arbitration agreements');
  expect(items[0]).toHaveTextContent('Words: 287');
  expect(items[0]).toHaveTextContent('Version 2');
  expect(
    within(items[1] as HTMLElement).getByRole('link', { name: 'no.name@academy.test' }),
  ).toBeInTheDocument();
  expect(items[1]).toHaveTextContent('Final essay');
  expect(screen.getByText('Essays: 2')).toBeInTheDocument();
  expect(getEssays).toHaveBeenCalledWith({ status: 'submitted', page: 1 });
});

it('says so when no essay is waiting', async () => {
  jest.mocked(getEssays).mockResolvedValue(essayPage([]));
  openQueue();
  expect(await screen.findByText('No essay is waiting for evaluation.')).toBeInTheDocument();
});

it('shows the error with a retry that loads the queue again', async () => {
  jest
    .mocked(getEssays)
    .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, message: 'Essays fetch error' }))
    .mockResolvedValueOnce(essayPage([essaySummary()]));
  openQueue();
  expect(await screen.findByRole('alert')).toHaveTextContent('Essays fetch error');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Aruzhan Sadykova' })).toBeInTheDocument();
  expect(getEssays).toHaveBeenCalledTimes(2);
});

it('shows the API’s refusal of a non-instructor (403) as it is', async () => {
  const detail = 'You do not have permission to perform this action.';
  jest
    .mocked(getEssays)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 403, message: detail, detail }));
  openQueue();
  expect(await screen.findByRole('alert')).toHaveTextContent(detail);
});

it('filters by status and topic through the address, back to the first page', async () => {
  jest.mocked(getEssays).mockResolvedValue(essayPage([]));
  openQueue('/teaching/essays?page=3');
  await screen.findByText('No essay is waiting for evaluation.');
  expect(getEssays).toHaveBeenLastCalledWith({ status: 'submitted', page: 3 });

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Returned for revision');
  await waitFor(() => expect(getEssays).toHaveBeenLastCalledWith({ status: 'returned', page: 1 }));
  await screen.findByRole('option', { name: 'Topic 3. Arbitration agreements' });
  await userEvent.selectOptions(screen.getByLabelText('Topic'), 'Topic 3. Arbitration agreements');
  await waitFor(() =>
    expect(getEssays).toHaveBeenLastCalledWith({ status: 'returned', topic: '3', page: 1 }),
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/teaching/essays?status=returned&topic=3');
  await userEvent.selectOptions(screen.getByLabelText('Topic'), 'Final essay');
  await waitFor(() =>
    expect(getEssays).toHaveBeenLastCalledWith({ status: 'returned', topic: 'final', page: 1 }),
  );
  expect(await screen.findByText('No essay matches these filters.')).toBeInTheDocument();
});

it('pages through a long queue', async () => {
  jest
    .mocked(getEssays)
    .mockResolvedValueOnce(
      essayPage([essaySummary()], { count: 25, next: 'http://api/teaching/essays/?page=2' }),
    )
    .mockResolvedValueOnce(
      essayPage([essaySummary({ id: 60 })], { count: 25, previous: 'http://api/teaching/essays/' }),
    );
  openQueue();
  await screen.findByText('Essays: 25');
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(getEssays).toHaveBeenLastCalledWith({ status: 'submitted', page: 2 }));
  expect(await screen.findByRole('link', { name: 'Aruzhan Sadykova' })).toHaveAttribute(
    'href',
    '/teaching/essays/60',
  );
  expect(screen.getByText('Page 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('still filters when the topics cannot be loaded (the final essay stays a choice)', async () => {
  jest.mocked(getCalendar).mockRejectedValue(new ApiError({ kind: 'offline', message: 'Offline' }));
  jest.mocked(getEssays).mockResolvedValue(essayPage([essaySummary()]));
  openQueue();
  await screen.findByRole('link', { name: 'Aruzhan Sadykova' });
  expect(screen.getByRole('option', { name: 'Final essay' })).toBeInTheDocument();
});
