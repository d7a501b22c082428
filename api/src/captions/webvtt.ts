import { WebVTTCueTextParser, WebVTTCueTimingsAndSettingsParser, WebVTTParser } from 'webvtt-parser';
import { hasInvisibleCharacters } from '../rules/visible-text';

/**
 * Checks and normalises an uploaded captions file (docs/decisions/0175). WebVTT is parsed strictly
 * by webvtt-parser (W3C's webvtt.js); SRT is first turned into WebVTT line for line, so that every
 * refusal names the line of the file as the instructor wrote it.
 */

export type CaptionFormat = 'vtt' | 'srt';

/** Why a file is refused, at which line of the uploaded file (1-based), with the message's values. */
export type CaptionProblem =
  | { kind: 'captionEmpty' }
  | {
      kind:
        | 'captionNotUtf8'
        | 'captionHidden'
        | 'captionMalformed'
        | 'captionBadTiming'
        | 'captionOutOfOrder'
        | 'captionMarkup';
      line: number;
    }
  | { kind: 'captionPastEnd'; line: number; end: string; minutes: number };

export type CaptionCheck =
  { ok: true; vtt: string; cues: number } | { ok: false; problems: CaptionProblem[] };

/** At most this many problems are told at once: enough to fix a file in a few rounds, not a flood. */
export const MAX_PROBLEMS = 10;

/** The entities webvtt-parser knows by default (its own list), for checking one line of cue text. */
const ENTITIES = {
  '&amp': '&',
  '&lt': '<',
  '&gt': '>',
  '&lrm': '\u200e',
  '&rlm': '\u200f',
  '&nbsp': '\u00a0',
};
/** WebVTT's own cue tags; a timestamp tag starts with a digit. */
const CUE_TAGS = new Set(['c', 'i', 'b', 'u', 'v', 'lang', 'ruby', 'rt']);
const TAG = /<\/?([^\s.>/]*)/g;
const NEWLINE = /\r\n|\r|\n/;
const ORDER_MESSAGE = 'Start timestamp is not greater than or equal to start timestamp of previous cue.';
/** An SRT cue's timing line: hours, minutes, seconds and a comma before the milliseconds. */
const SRT_TIMING = /^(\s*\d+:\d{2}:\d{2}),(\d{3}\s*-->\s*\d+:\d{2}:\d{2}),(\d{3})/;

const looksTimed = (line: string) => line.includes('-->') || /^\s*\d+:\d{2}/.test(line);

/** The first bytes tell the format: WEBVTT, or an SRT cue number then a timing line; null: neither. */
export function detectCaptions(head: Buffer): CaptionFormat | null {
  const text = head.toString('utf8').replace(/^\ufeff/, '');
  if (/^WEBVTT(?:$|[ \t\r\n])/.test(text)) return 'vtt';
  if (/^\s*\d+[ \t]*\r?\n\d+:\d{2}/.test(text)) return 'srt';
  return null;
}

function lineOfFirstInvalidByte(bytes: Buffer): number {
  const text = bytes.toString('utf8');
  const lines = text.split(NEWLINE);
  const index = lines.findIndex((line) => line.includes('\ufffd'));
  return index === -1 ? 1 : index + 1;
}

/** A timestamp as people read it: 1:02:03.500 or 02:03.500. */
function clock(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const h = Math.floor(millis / 3_600_000);
  const m = Math.floor(millis / 60_000) % 60;
  const s = Math.floor(millis / 1000) % 60;
  const rest = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(millis % 1000).padStart(3, '0')}`;
  return h > 0 ? `${h}:${rest}` : rest;
}

/** The first line of a cue's text that breaks the markup rule: a tag of another name, or one the parser refuses. */
function markupLine(lines: string[], first: number, last: number): number {
  for (let index = first; index <= last; index += 1) {
    const line = lines[index] ?? '';
    for (const match of line.matchAll(TAG)) {
      const name = match[1] ?? '';
      if (!CUE_TAGS.has(name) && !/^\d/.test(name)) return index + 1;
    }
    // A tag may open on one line and close on another: only what is wrong within the line counts.
    let refused = false;
    new WebVTTCueTextParser(
      line,
      (message) => {
        if (message !== 'Required end tag missing.' && message !== 'Incorrect end tag.') refused = true;
      },
      undefined,
      ENTITIES,
    ).parse(0, Number.MAX_SAFE_INTEGER);
    if (refused) return index + 1;
  }
  return first + 1;
}

/**
 * How far the video's real end may lie past its stored duration: `lectures.duration` keeps minutes
 * to two places (0.6 s), which ffprobe's reading is rounded to (decision 0169), so a last cue ending
 * at the very end of the video is not refused for the rounding.
 */
const DURATION_ROUNDING_SECONDS = 0.3;

/**
 * Validates a captions file and answers its normalised WebVTT (UTF-8, LF line ends, no BOM, no
 * header text, comments, styles or regions: only the cues) and how many cues it has. `seconds` is
 * the video's length; 0 skips the check that no cue ends after it.
 */
export function checkCaptions(bytes: Buffer, format: CaptionFormat, seconds: number): CaptionCheck {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problems: [{ kind: 'captionNotUtf8', line: lineOfFirstInvalidByte(bytes) }] };
  }
  text = text.replace(/^\ufeff/, '');
  const original = text.split(NEWLINE);
  const problems: CaptionProblem[] = [];
  // NUL, controls other than the tab, bidirectional controls, zero-width characters: as in names.
  for (const [index, line] of original.entries()) {
    if (hasInvisibleCharacters(line.replace(/\t/g, ' ')))
      problems.push({ kind: 'captionHidden', line: index + 1 });
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };

  // SRT becomes WebVTT line for line behind a two-line header: "WEBVTT" and a blank line.
  const offset = format === 'srt' ? 2 : 0;
  const lines =
    format === 'srt'
      ? ['WEBVTT', '', ...original.map((line) => line.replace(SRT_TIMING, '$1.$2.$3'))]
      : original;
  const fileLine = (parsed: number) => Math.max(1, Math.min(parsed - offset, original.length));

  const { cues, errors } = new WebVTTParser().parse(lines.join('\n'));
  /** Where the block (lines between blank ones) of a line starts; a blank line counts with the block above. */
  const blockOf = (index: number) => {
    let start = Math.min(index, lines.length) - ((lines[index] ?? '') === '' ? 1 : 0);
    while (start > 0 && (lines[start - 1] ?? '') !== '') start -= 1;
    return start;
  };
  // One problem per block: after a first error the parser's recovery reports lines that are fine.
  const told = new Set<number>();
  for (const error of errors) {
    const index = error.line - 1;
    const block = blockOf(index);
    if (told.has(block)) continue;
    told.add(block);
    const at = lines[index] ?? '';
    // A timing line, or what was meant as one (a timestamp first, an arrow mistyped).
    if (looksTimed(at)) {
      problems.push({
        kind: error.message === ORDER_MESSAGE ? 'captionOutOfOrder' : 'captionBadTiming',
        line: fileLine(error.line),
      });
      continue;
    }
    // A mistyped timing line with no identifier above it is read as one; the parser names the next line.
    if (error.message.startsWith('Cue identifier') && looksTimed(lines[index - 1] ?? '')) {
      problems.push({ kind: 'captionBadTiming', line: fileLine(error.line - 1) });
      continue;
    }
    // Cue text is checked once the cue is read: the parser is then on the line after it.
    let timing = index - 1;
    while (timing >= 0 && (lines[timing] ?? '') !== '' && !(lines[timing] ?? '').includes('-->')) timing -= 1;
    if (at === '' && timing >= 0 && timing < index - 1 && (lines[timing] ?? '').includes('-->')) {
      problems.push({ kind: 'captionMarkup', line: fileLine(markupLine(lines, timing + 1, index - 1)) });
      continue;
    }
    problems.push({ kind: 'captionMalformed', line: fileLine(error.line) });
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
  if (cues.length === 0) return { ok: false, problems: [{ kind: 'captionEmpty' }] };

  // The file is valid WebVTT: every line with "-->" is a cue's timing line, and blocks are cues,
  // comments (NOTE) or styles (STYLE), told by their first line.
  const out: string[] = ['WEBVTT', ''];
  let count = 0;
  let index = lines.findIndex((line, at) => at > 0 && line === '');
  while (index !== -1 && index < lines.length) {
    while (index < lines.length && lines[index] === '') index += 1;
    const start = index;
    while (index < lines.length && lines[index] !== '') index += 1;
    const block = lines.slice(start, index);
    const timingAt = block.findIndex((line) => line.includes('-->'));
    if (timingAt === -1) continue;
    const cue: { startTime?: number; endTime?: number } = {};
    new WebVTTCueTimingsAndSettingsParser(block[timingAt] ?? '', () => undefined).parse(cue, 0);
    const end = cue.endTime ?? 0;
    if (seconds > 0 && end > seconds + DURATION_ROUNDING_SECONDS && problems.length < MAX_PROBLEMS)
      problems.push({
        kind: 'captionPastEnd',
        line: fileLine(start + timingAt + 1),
        end: clock(end),
        minutes: Math.round((seconds / 60) * 100) / 100,
      });
    count += 1;
    out.push(...block, '');
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, vtt: out.join('\n'), cues: count };
}
