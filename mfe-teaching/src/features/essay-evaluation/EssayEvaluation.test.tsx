import { ApiError } from '@academy/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffEssay } from '../../testing/samples';
import { eachTestAsInstructor, renderAt } from '../../testing/test-utils';
import { getEssay } from './api/get-essay';
import { postEvaluation } from './api/post-evaluation';
import { EssayEvaluation } from './EssayEvaluation';

jest.mock('./api/get-essay');
jest.mock('./api/post-evaluation');

eachTestAsInstructor();

function openEssay(id = 41) {
  return renderAt(<EssayEvaluation essayId={id} />, `/teaching/essays/${id}`);
}

function conflict(code: 'stale_revision' | 'essay_not_submitted') {
  const detail = 'The essay has changed since you opened it.';
  return new ApiError({ kind: 'http', status: 409, message: detail, detail, code });
}

it('shows a spinner while the essay loads', () => {
  jest.mocked(getEssay).mockReturnValue(new Promise(() => undefined));
  openEssay();
  expect(screen.getByRole('status', { name: 'Loading the essay…' })).toBeInTheDocument();
});

it('shows the text with its word count and the earlier versions with the feedback they got', async () => {
  jest.mocked(getEssay).mockResolvedValue(staffEssay());
  openEssay();
  expect(await screen.findByRole('heading', { name: 'Aruzhan Sadykova' })).toBeInTheDocument();
  expect(screen.getByText('An arbitration agreement is separable from the main contract.')).toBeVisible();
  expect(screen.getByText('Words: 287 (limit 300)')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Earlier versions: 1' })).toBeInTheDocument();
  await userEvent.click(screen.getByText(/^Version 1 · Returned for revision/));
  expect(screen.getByText('First attempt at the essay.')).toBeVisible();
  expect(screen.getByText('Say why separability matters.')).toBeVisible();
  expect(getEssay).toHaveBeenCalledWith(41);
});

it('accepts the essay with the feedback and the revision read, then says the student sees it', async () => {
  jest.mocked(getEssay).mockResolvedValue(staffEssay());
  jest
    .mocked(postEvaluation)
    .mockResolvedValue(staffEssay({ status: 'accepted', feedback: 'Well argued.', revision: 'r-3' }));
  openEssay();
  await userEvent.type(await screen.findByLabelText('Feedback to the student'), '  Well argued. ');
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(
    await screen.findByText('The essay is accepted. The student sees your feedback.'),
  ).toBeInTheDocument();
  expect(postEvaluation).toHaveBeenCalledWith(41, {
    decision: 'accept',
    feedback: 'Well argued.',
    revision: 'r-2',
  });
  expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Return for revision' })).toBeDisabled();
});

it('refuses to return an essay without feedback, before asking the server', async () => {
  jest.mocked(getEssay).mockResolvedValue(staffEssay());
  openEssay();
  await userEvent.click(await screen.findByRole('button', { name: 'Return for revision' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Write feedback before returning the essay');
  expect(screen.getByLabelText('Feedback to the student')).toHaveAttribute('aria-invalid', 'true');
  expect(postEvaluation).not.toHaveBeenCalled();
});

it('returns the essay with feedback', async () => {
  jest.mocked(getEssay).mockResolvedValue(staffEssay());
  jest.mocked(postEvaluation).mockResolvedValue(staffEssay({ status: 'returned', revision: 'r-3' }));
  openEssay();
  await userEvent.type(
    await screen.findByLabelText('Feedback to the student'),
    'Cite the New York Convention.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Return for revision' }));
  expect(
    await screen.findByText('The essay is returned for revision. The student sees your feedback.'),
  ).toBeInTheDocument();
  expect(postEvaluation).toHaveBeenCalledWith(41, {
    decision: 'return',
    feedback: 'Cite the New York Convention.',
    revision: 'r-2',
  });
});

it('says clearly when another change came first, keeps the typed feedback, and sends it with the new revision', async () => {
  jest
    .mocked(getEssay)
    .mockResolvedValueOnce(staffEssay())
    .mockResolvedValueOnce(staffEssay({ version: 3, revision: 'r-4', text: 'A third version.' }));
  jest
    .mocked(postEvaluation)
    .mockRejectedValueOnce(conflict('stale_revision'))
    .mockResolvedValueOnce(staffEssay({ version: 3, status: 'accepted', revision: 'r-5' }));
  openEssay();
  await userEvent.type(await screen.findByLabelText('Feedback to the student'), 'Good work.');
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This essay changed after you opened it: another instructor evaluated it or the student submitted a new version.',
  );
  expect(screen.getByLabelText('Feedback to the student')).toHaveValue('Good work.');

  await userEvent.click(screen.getByRole('button', { name: 'Show the current version' }));
  expect(await screen.findByText('A third version.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(screen.getByLabelText('Feedback to the student')).toHaveValue('Good work.');
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  await waitFor(() =>
    expect(postEvaluation).toHaveBeenLastCalledWith(41, {
      decision: 'accept',
      feedback: 'Good work.',
      revision: 'r-4',
    }),
  );
});

it('says when another instructor has already evaluated it, keeping the feedback', async () => {
  jest.mocked(getEssay).mockResolvedValue(staffEssay());
  jest.mocked(postEvaluation).mockRejectedValue(conflict('essay_not_submitted'));
  openEssay();
  await userEvent.type(await screen.findByLabelText('Feedback to the student'), 'Fine.');
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This essay is no longer waiting for evaluation: another instructor has evaluated it.',
  );
  expect(screen.getByLabelText('Feedback to the student')).toHaveValue('Fine.');
});

it('shows the server’s words for any other refusal', async () => {
  jest.mocked(getEssay).mockResolvedValue(staffEssay());
  jest.mocked(postEvaluation).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 400,
      message: 'feedback: Ensure this field has no more than 5000 characters.',
      fieldErrors: { feedback: ['Ensure this field has no more than 5000 characters.'] },
    }),
  );
  openEssay();
  await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ensure this field has no more than 5000 characters.',
  );
  expect(screen.queryByRole('button', { name: 'Show the current version' })).not.toBeInTheDocument();
});

it('shows an essay that waits for nothing with its feedback, and no way to evaluate it again', async () => {
  jest.mocked(getEssay).mockResolvedValue(staffEssay({ status: 'accepted', feedback: 'Well argued.' }));
  openEssay();
  expect(await screen.findByText('This essay is not waiting for evaluation now.')).toBeInTheDocument();
  expect(screen.getByText('Well argued.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
});

it('shows a load error (an unknown essay: 404) with a retry', async () => {
  jest
    .mocked(getEssay)
    .mockRejectedValueOnce(
      new ApiError({ kind: 'http', status: 404, message: 'Not found.', detail: 'Not found.' }),
    )
    .mockResolvedValueOnce(staffEssay());
  openEssay();
  expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Aruzhan Sadykova' })).toBeInTheDocument();
});
