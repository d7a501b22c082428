import { ApiError, type Completion, type Essay } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import wordCounts from '../../../../test-support/word-counts.json';
import { useCompletion } from '../../resources/completion';
import { getCompletion } from '../../resources/completion/api/get-completion';
import { postTopicEssaySubmit } from './api/post-topic-essay-submit';
import { putTopicEssay } from './api/put-topic-essay';
import { putFinalEssay } from './api/put-final-essay';
import { DRAFT_SAVE_DELAY_MS, EssayEditor } from './EssayEditor';
import { useCourseEssays } from './essays-store';

jest.mock('../../resources/completion/api/get-completion');
jest.mock('./api/put-topic-essay');
jest.mock('./api/put-final-essay');
jest.mock('./api/post-topic-essay-submit');

const essay = (over: Partial<Essay> = {}): Essay => ({
  id: null,
  course: 1,
  topic: 2,
  kind: 'topic',
  status: 'draft',
  text: '',
  word_count: 0,
  word_limit: 300,
  version: 0,
  feedback: '',
  is_open: true,
  updated_at: null,
  submitted_at: null,
  evaluated_at: null,
  ...over,
});

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  jest.useFakeTimers();
  useCourseEssays.getState().reset();
  useCourseEssays.getState().setData(() => [essay()]);
  useCompletion.getState().reset();
});

const checklist = (submitted: number): Completion => ({
  course: 1,
  term: null,
  requirements: {
    lectures: { completed: 12, total: 12, met: true },
    topic_essays: { submitted, total: 3, met: submitted === 3 },
    final_essay: { status: 'draft', met: false },
    tests: { points: 20, required: 18, max: 30, met: true },
  },
  eligible: false,
  certificate: null,
});

afterEach(() => {
  jest.useRealTimers();
});

function type(text: string) {
  fireEvent.change(screen.getByRole('textbox'), { target: { value: text } });
}

async function pauseTyping() {
  await act(async () => {
    jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    await Promise.resolve();
  });
}

it('counts words as the server does while the student types', () => {
  render(<EssayEditor essay={essay()} title="Essay: Seat" />);
  type('The well-known seat — London, 3.5 km and/or Astana.');
  // the, well-known, seat, London, 3.5, km, and, or, Astana
  expect(screen.getByText('9 / 300 words')).toBeInTheDocument();
});

describe('the count and the limit agree with the API on every row of test-support/word-counts.json', () => {
  it.each(wordCounts.cases)(
    'shows $words words and refuses by that count: $why',
    async ({ text, words, ...row }) => {
      jest.mocked(postTopicEssaySubmit).mockResolvedValue(essay({ status: 'submitted' }));
      render(<EssayEditor essay={essay({ text: text.repeat(row.repeat ?? 1) })} title="Essay" />);
      expect(screen.getByText(`${words} / 300 words`)).toBeInTheDocument();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Submit the essay' }));
        await Promise.resolve();
      });
      if (words > 300) {
        expect(screen.getByRole('alert')).toHaveTextContent(`The essay has ${words} words`);
        expect(postTopicEssaySubmit).not.toHaveBeenCalled();
      } else {
        expect(postTopicEssaySubmit).toHaveBeenCalledTimes(1);
      }
    },
  );
});

it('saves the draft once typing pauses and says so', async () => {
  jest.mocked(putTopicEssay).mockResolvedValue(essay({ id: 9, text: 'First words' }));
  render(<EssayEditor essay={essay()} title="Essay: Seat" />);
  type('First');
  type('First words');
  expect(putTopicEssay).not.toHaveBeenCalled();
  await pauseTyping();
  expect(putTopicEssay).toHaveBeenCalledTimes(1);
  expect(putTopicEssay).toHaveBeenCalledWith(1, 2, { text: 'First words' });
  expect(await screen.findByText('Draft saved')).toBeInTheDocument();
  expect(useCourseEssays.getState().data?.[0]?.id).toBe(9);
});

it('saves the final essay through its own endpoint', async () => {
  jest.mocked(putFinalEssay).mockResolvedValue(essay({ id: 4, topic: null, kind: 'final', text: 'Final' }));
  render(<EssayEditor essay={essay({ topic: null, kind: 'final', word_limit: 500 })} title="Final essay" />);
  type('Final');
  await pauseTyping();
  expect(putFinalEssay).toHaveBeenCalledWith(1, { text: 'Final' });
  expect(screen.getByText('1 / 500 words')).toBeInTheDocument();
});

it('keeps the typed text when the server fails to save it', async () => {
  jest
    .mocked(putTopicEssay)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 500, message: 'Essay save error' }));
  render(<EssayEditor essay={essay()} title="Essay: Seat" />);
  type('Words I must not lose');
  await pauseTyping();
  expect(await screen.findByText(/Not saved/)).toBeInTheDocument();
  expect(screen.getByRole('textbox')).toHaveValue('Words I must not lose');
});

it('says the essay was submitted meanwhile when the server refuses a draft save (409), keeping the text', async () => {
  jest.mocked(putTopicEssay).mockRejectedValue(
    new ApiError({
      kind: 'http',
      status: 409,
      code: 'essay_read_only',
      detail: 'This essay has been submitted and can no longer be changed.',
      message: 'This essay has been submitted and can no longer be changed.',
    }),
  );
  render(<EssayEditor essay={essay()} title="Essay: Seat" />);
  type('Words typed on a second device');
  await pauseTyping();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This essay has been submitted and can no longer be changed.',
  );
  expect(screen.queryByText(/check your connection/)).not.toBeInTheDocument();
  expect(screen.getByRole('textbox')).toHaveValue('Words typed on a second device');
});

it('keeps the submitted essay when a draft save sent before the submission answers after it', async () => {
  let answerSave: (saved: Essay) => void = () => undefined;
  jest.mocked(putTopicEssay).mockImplementation(
    () =>
      new Promise<Essay>((resolve) => {
        answerSave = resolve;
      }),
  );
  const submitted = essay({ id: 9, status: 'submitted', text: 'My essay, finished', version: 1 });
  jest.mocked(postTopicEssaySubmit).mockResolvedValue(submitted);
  render(<EssayEditor essay={essay()} title="Essay: Seat" />);
  type('My essay');
  await pauseTyping();
  expect(putTopicEssay).toHaveBeenCalledTimes(1);
  type('My essay, finished');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit the essay' }));
    await Promise.resolve();
  });
  // Typing paused during the submission: no second draft save races it.
  await pauseTyping();
  expect(putTopicEssay).toHaveBeenCalledTimes(1);
  expect(postTopicEssaySubmit).toHaveBeenCalledWith(1, 2, { text: 'My essay, finished' });
  await act(async () => {
    answerSave(essay({ id: 9, status: 'draft', text: 'My essay' }));
    await Promise.resolve();
  });
  expect(useCourseEssays.getState().data?.[0]).toMatchObject({
    status: 'submitted',
    text: 'My essay, finished',
  });
});

it('refuses to submit over the limit and says why, without calling the server', async () => {
  render(<EssayEditor essay={essay({ word_limit: 3 })} title="Essay: Seat" />);
  type('one two three four');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit the essay' }));
    await Promise.resolve();
  });
  expect(screen.getByRole('alert')).toHaveTextContent('The essay has 4 words; shorten it to 3 or fewer');
  expect(postTopicEssaySubmit).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox')).toHaveValue('one two three four');
});

it('submits, then shows the essay read-only as submitted', async () => {
  const submitted = essay({ id: 9, status: 'submitted', text: 'My essay', version: 1 });
  jest.mocked(postTopicEssaySubmit).mockResolvedValue(submitted);
  const { rerender } = render(<EssayEditor essay={essay()} title="Essay: Seat" />);
  type('My essay');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit the essay' }));
    await Promise.resolve();
  });
  expect(postTopicEssaySubmit).toHaveBeenCalledWith(1, 2, { text: 'My essay' });
  expect(useCourseEssays.getState().data?.[0]?.status).toBe('submitted');
  rerender(<EssayEditor essay={submitted} title="Essay: Seat" />);
  expect(screen.getByText('Submitted, awaiting evaluation')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByText('My essay')).toBeInTheDocument();
});

it('shows a returned essay’s feedback and lets the student revise and resubmit it', () => {
  render(
    <EssayEditor
      essay={essay({ id: 9, status: 'returned', text: 'Old', feedback: 'Cite the rules.', version: 1 })}
      title="Essay: Seat"
    />,
  );
  expect(screen.getByText('Returned for revision')).toBeInTheDocument();
  expect(screen.getByText('Cite the rules.')).toBeInTheDocument();
  expect(screen.getByRole('textbox')).toHaveValue('Old');
  expect(screen.getByRole('button', { name: 'Submit the revised essay' })).toBeEnabled();
});

it('shows an accepted essay read-only with its feedback', () => {
  render(
    <EssayEditor
      essay={essay({ id: 9, status: 'accepted', text: 'Done', feedback: 'Well argued.' })}
      title="Final essay"
    />,
  );
  expect(screen.getByText('Accepted')).toBeInTheDocument();
  expect(screen.getByText('Well argued.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('shows a closed topic’s essay locked', () => {
  render(<EssayEditor essay={essay({ is_open: false })} title="Essay: Seat" />);
  expect(screen.getByText('Locked: the essay opens with its topic')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('shows the server’s refusal of a submission and keeps the text', async () => {
  jest
    .mocked(postTopicEssaySubmit)
    .mockRejectedValue(new ApiError({ kind: 'http', status: 400, message: 'The essay is over 300 words.' }));
  render(<EssayEditor essay={essay()} title="Essay: Seat" />);
  type('Short text');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit the essay' }));
    await Promise.resolve();
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('The essay is over 300 words.');
  expect(screen.getByRole('textbox')).toHaveValue('Short text');
});

it('has the certification checklist read the essays again after a submission, not after a draft save', async () => {
  jest.mocked(getCompletion).mockResolvedValueOnce(checklist(2)).mockResolvedValueOnce(checklist(3));
  await act(() => useCompletion.getState().load(1));
  jest.mocked(putTopicEssay).mockResolvedValue(essay({ id: 9, text: 'My essay' }));
  jest
    .mocked(postTopicEssaySubmit)
    .mockResolvedValue(essay({ id: 9, status: 'submitted', text: 'My essay', version: 1 }));
  render(<EssayEditor essay={essay({ id: 9 })} title="Essay: Seat" />);
  type('My essay');
  await pauseTyping();
  expect(putTopicEssay).toHaveBeenCalledTimes(1);
  expect(getCompletion).toHaveBeenCalledTimes(1);

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Submit the essay' }));
    await Promise.resolve();
  });
  await act(async () => {
    await Promise.resolve();
  });
  expect(getCompletion).toHaveBeenCalledTimes(2);
  expect(useCompletion.getState().data?.requirements.topic_essays).toMatchObject({ submitted: 3, met: true });
});
