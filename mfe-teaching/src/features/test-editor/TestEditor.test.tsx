import { ApiError, type StaffTest } from '@academy/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCalendar } from '../../resources/course-topics/api/get-calendar';
import { useCourseCalendar } from '../../resources/course-topics/course-topics';
import { calendar } from '../../testing/samples';
import { eachTestAsInstructor, renderAt } from '../../testing/test-utils';
import { getStaffTest } from './api/get-staff-test';
import { putStaffTest } from './api/put-staff-test';
import { TestEditor } from './TestEditor';

jest.mock('../../resources/course-topics/api/get-calendar');
jest.mock('./api/get-staff-test');
jest.mock('./api/put-staff-test');

eachTestAsInstructor();

const saved: StaffTest = {
  id: 4,
  topic: 3,
  title: 'Arbitration agreements',
  version: 2,
  max_score: 2,
  attempts: 5,
  questions: [
    {
      id: 10,
      prompt: 'Which instrument governs recognition?',
      kind: 'single',
      points: 2,
      choices: [
        { id: 1, label: 'The New York Convention', correct: true },
        { id: 2, label: 'The Hague Rules', correct: false },
      ],
    },
  ],
};

beforeEach(() => {
  useCourseCalendar.getState().reset();
  jest.mocked(getCalendar).mockResolvedValue(calendar);
});

function openEditor() {
  return renderAt(<TestEditor />, '/teaching/tests');
}

it('shows a spinner while the test loads', async () => {
  jest.mocked(getStaffTest).mockReturnValue(new Promise(() => undefined));
  openEditor();
  await screen.findByLabelText('Topic');
  expect(screen.getByRole('status', { name: 'Loading the test…' })).toBeInTheDocument();
});

it("opens the first topic's test with its version, points and attempts", async () => {
  jest.mocked(getStaffTest).mockResolvedValue(saved);
  openEditor();
  expect(await screen.findByText('Version 2 · 2 points · attempts so far: 5')).toBeInTheDocument();
  expect(screen.getByLabelText('Question')).toHaveValue('Which instrument governs recognition?');
  expect(screen.getByRole('radio', { name: 'Choice 1 is correct' })).toBeChecked();
  expect(getStaffTest).toHaveBeenCalledWith(3);
});

it('starts a topic without a test from one empty question', async () => {
  jest.mocked(getStaffTest).mockResolvedValue({ ...saved, id: null, title: '', version: 0, questions: [] });
  openEditor();
  expect(await screen.findByText('This topic has no test yet: write its first version.')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Question 1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove question 1' })).not.toBeInTheDocument();
});

it('shows a load error with a retry', async () => {
  jest
    .mocked(getStaffTest)
    .mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, message: 'Tests fetch error' }))
    .mockResolvedValueOnce(saved);
  openEditor();
  expect(await screen.findByRole('alert')).toHaveTextContent('Tests fetch error');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText('Question')).toBeInTheDocument();
});

it('adds a question with several correct choices and saves the whole set as a new version', async () => {
  jest.mocked(getStaffTest).mockResolvedValue(saved);
  jest.mocked(putStaffTest).mockResolvedValue({ ...saved, version: 3, max_score: 5 });
  openEditor();
  await screen.findByLabelText('Question');
  await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
  const second = screen.getByRole('group', { name: 'Question 2' });
  await userEvent.type(within(second).getByLabelText('Question'), 'Which are arbitral seats?');
  await userEvent.selectOptions(within(second).getByLabelText('Answers'), 'Several correct choices');
  await userEvent.clear(within(second).getByLabelText('Points'));
  await userEvent.type(within(second).getByLabelText('Points'), '3');
  await userEvent.type(within(second).getByLabelText('Choice 1'), 'London');
  await userEvent.type(within(second).getByLabelText('Choice 2'), 'Paris');
  await userEvent.click(within(second).getByRole('button', { name: 'Add a choice' }));
  await userEvent.type(within(second).getByLabelText('Choice 3'), 'Atlantis');
  await userEvent.click(within(second).getByRole('checkbox', { name: 'Choice 1 is correct' }));
  await userEvent.click(within(second).getByRole('checkbox', { name: 'Choice 2 is correct' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save the test' }));
  expect(
    await screen.findByText(
      'Saved as version 3. New attempts take it; the 5 earlier attempts keep their scores.',
    ),
  ).toBeInTheDocument();
  expect(putStaffTest).toHaveBeenCalledWith(3, {
    title: 'Arbitration agreements',
    questions: [
      {
        prompt: 'Which instrument governs recognition?',
        kind: 'single',
        points: 2,
        choices: [
          { label: 'The New York Convention', correct: true },
          { label: 'The Hague Rules', correct: false },
        ],
      },
      {
        prompt: 'Which are arbitral seats?',
        kind: 'multiple',
        points: 3,
        choices: [
          { label: 'London', correct: true },
          { label: 'Paris', correct: true },
          { label: 'Atlantis', correct: false },
        ],
      },
    ],
  });
});

it('lists what is wrong before asking the server, and shows a server refusal', async () => {
  jest.mocked(getStaffTest).mockResolvedValue(saved);
  jest.mocked(putStaffTest).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 400,
      message: 'questions: A single question has exactly one correct choice.',
    }),
  );
  openEditor();
  await screen.findByLabelText('Question');
  await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save the test' }));
  const problems = screen.getByRole('alert');
  expect(
    within(problems)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Question 2: write the question.',
    'Question 2: every choice needs a text.',
    'Question 2: mark exactly one correct choice.',
  ]);
  expect(putStaffTest).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Remove question 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save the test' }));
  expect(
    await screen.findByText('questions: A single question has exactly one correct choice.'),
  ).toBeInTheDocument();
});

it('previews the test as a student sees it, without the key', async () => {
  jest.mocked(getStaffTest).mockResolvedValue(saved);
  openEditor();
  await screen.findByLabelText('Question');
  await userEvent.click(screen.getByRole('button', { name: 'Preview as a student' }));
  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(within(preview).getByRole('heading', { name: 'Arbitration agreements' })).toBeInTheDocument();
  const choices = within(preview).getAllByRole('radio');
  expect(choices).toHaveLength(2);
  for (const choice of choices) {
    expect(choice).not.toBeChecked();
    expect(choice).toBeDisabled();
  }
  await userEvent.click(screen.getByRole('button', { name: 'Back to editing' }));
  expect(screen.getByLabelText('Question')).toBeInTheDocument();
});

it('switches topic through the address', async () => {
  useCourseCalendar.getState().reset();
  jest.mocked(getCalendar).mockResolvedValue({
    terms: [],
    topics: [...calendar.topics, { ...calendar.topics[0]!, id: 4, position: 4, title: 'The tribunal' }],
  });
  jest.mocked(getStaffTest).mockImplementation(async (topic) => ({ ...saved, topic }));
  openEditor();
  await screen.findByLabelText('Question');
  await userEvent.selectOptions(screen.getByLabelText('Topic'), 'Topic 4. The tribunal');
  await waitFor(() => expect(getStaffTest).toHaveBeenLastCalledWith(4));
  expect(screen.getByTestId('location')).toHaveTextContent('/teaching/tests?topic=4');
});
