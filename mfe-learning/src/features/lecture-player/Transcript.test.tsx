import { initTestI18n } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clockTime, paragraphs, shownCaptions, transcriptLanguage, type CaptionCue } from './captions';
import { Transcript } from './Transcript';

beforeAll(async () => {
  await initTestI18n('en');
});

const CUES: CaptionCue[] = [
  { start: 0, end: 2, text: 'Welcome to the course.' },
  { start: 2, end: 4, text: 'The seat of arbitration matters.' },
  { start: 9, end: 12, text: 'It decides the law of the procedure.' },
  { start: 12, end: 75, text: 'And which courts may set the award aside.' },
];

function renderTranscript(active: number | null = null) {
  const onSeek = jest.fn();
  render(<Transcript state="ready" cues={CUES} language="en" active={active} onSeek={onSeek} />);
  return { onSeek, panel: screen.getByRole('region', { name: 'Transcript' }) };
}

it('shows the lines as paragraphs with their times, split at a pause', () => {
  const { panel } = renderTranscript();
  const lines = within(panel).getAllByRole('button');
  expect(lines.map((line) => line.textContent)).toEqual(CUES.map((cue) => cue.text));
  expect(lines[2]).toHaveAccessibleName('0:09 It decides the law of the procedure.');
  expect(panel).toHaveTextContent(/0:00\s*Welcome.*matters\.\s*0:09\s*It decides/);
});

it('marks the line being spoken, and only that one', () => {
  const { panel } = renderTranscript(1);
  const current = within(panel)
    .getAllByRole('button')
    .filter((line) => line.getAttribute('aria-current') === 'true');
  expect(current.map((line) => line.textContent)).toEqual(['The seat of arbitration matters.']);
});

it('plays from a line on a click and on Enter', async () => {
  const user = userEvent.setup();
  const { onSeek, panel } = renderTranscript();
  await user.click(within(panel).getByRole('button', { name: /set the award aside/ }));
  expect(onSeek).toHaveBeenLastCalledWith(12);
  within(panel)
    .getByRole('button', { name: /seat of arbitration/ })
    .focus();
  await user.keyboard('{Enter}');
  expect(onSeek).toHaveBeenLastCalledWith(2);
});

it('is one tab stop, the spoken line, moved through with the arrows, Home and End', async () => {
  const user = userEvent.setup();
  const { panel } = renderTranscript(1);
  await user.click(screen.getByRole('searchbox', { name: 'Search the transcript' }));
  await user.tab();
  expect(document.activeElement).toHaveTextContent('The seat of arbitration matters.');
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toHaveTextContent('It decides the law of the procedure.');
  await user.keyboard('{End}');
  expect(document.activeElement).toHaveTextContent('And which courts may set the award aside.');
  await user.keyboard('{ArrowDown}{Home}');
  expect(document.activeElement).toHaveTextContent('Welcome to the course.');
  await user.keyboard('{ArrowUp}');
  expect(document.activeElement).toHaveTextContent('Welcome to the course.');
  expect(
    within(panel)
      .getAllByRole('button')
      .filter((line) => line.tabIndex === 0),
  ).toHaveLength(1);
});

it('keeps only the lines with the searched words, marked, and says how many', async () => {
  const user = userEvent.setup();
  const { onSeek, panel } = renderTranscript();
  await user.type(screen.getByRole('searchbox', { name: 'Search the transcript' }), 'THE');
  const lines = within(panel).getAllByRole('button');
  expect(lines.map((line) => line.textContent)).toEqual([
    'Welcome to the course.',
    'The seat of arbitration matters.',
    'It decides the law of the procedure.',
    'And which courts may set the award aside.',
  ]);
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'award');
  expect(
    within(panel)
      .getAllByRole('button')
      .map((line) => line.textContent),
  ).toEqual(['And which courts may set the award aside.']);
  expect(within(panel).getByText('award', { selector: 'mark' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Lines found: 1');
  await user.click(within(panel).getByRole('button'));
  expect(onSeek).toHaveBeenLastCalledWith(12);
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'mediation');
  expect(within(panel).queryAllByRole('button')).toHaveLength(0);
  expect(panel).toHaveTextContent('No line of the transcript has these words.');
  expect(screen.getByRole('status')).toHaveTextContent('Lines found: 0');
});

it('says while the file is on its way, and when it did not come, in the same panel', () => {
  const { rerender } = render(
    <Transcript state="loading" cues={[]} language="en" active={null} onSeek={jest.fn()} />,
  );
  const panel = screen.getByRole('region', { name: 'Transcript' });
  expect(panel).toHaveTextContent('Loading the transcript…');
  rerender(<Transcript state="failed" cues={[]} language="en" active={null} onSeek={jest.fn()} />);
  expect(panel).toHaveTextContent('The transcript could not be loaded. The video still plays.');
  expect(within(panel).queryAllByRole('button')).toHaveLength(0);
});

describe('which captions and transcript a lecture gets', () => {
  it('shows the chosen language only where the lecture has it', () => {
    expect(shownCaptions(['en', 'ru'], 'ru')).toBe('ru');
    expect(shownCaptions(['en'], 'kk')).toBeNull();
    expect(shownCaptions(['en'], null)).toBeNull();
  });

  it('writes the transcript in the shown captions, else the site’s language, else English, else any', () => {
    expect(transcriptLanguage(['en', 'ru', 'kk'], 'kk', 'ru')).toBe('kk');
    expect(transcriptLanguage(['en', 'ru'], null, 'ru')).toBe('ru');
    expect(transcriptLanguage(['en', 'ru'], null, 'kk')).toBe('en');
    expect(transcriptLanguage(['kk'], null, 'ru')).toBe('kk');
    expect(transcriptLanguage([], null, 'en')).toBeNull();
  });

  it('times lines as minutes and seconds, with hours past the first', () => {
    expect([clockTime(5), clockTime(760.9), clockTime(3723)]).toEqual(['0:05', '12:40', '1:02:03']);
  });

  it('starts a paragraph every five lines even without a pause', () => {
    const steady = Array.from({ length: 12 }, (_, index) => ({
      start: index,
      end: index + 1,
      text: `${index}`,
    }));
    expect(paragraphs(steady).map((group) => group.length)).toEqual([5, 5, 2]);
  });
});
