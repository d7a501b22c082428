import { deviceStorage, SUPPORTED_LANGUAGES, type Language } from '@academy/shared';

/** One line of a caption file, as the browser's own WebVTT parser gives it (a VTTCue). */
export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

/** A lecture's caption file in one language, at its signed link (the curriculum's `captions`). */
export interface CaptionFile {
  language: Language;
  url: string;
}

/** The languages a lecture has captions in, in the site's order, whatever order the API sends. */
export function captionLanguages(files: readonly CaptionFile[] | undefined): Language[] {
  return SUPPORTED_LANGUAGES.filter((language) => (files ?? []).some((file) => file.language === language));
}

/** Local storage key of the captions the student chose (docs/product/constants.md#local-storage-keys). */
export const CAPTIONS_KEY = 'captionLanguage';

function isLanguage(value: string | null): value is Language {
  return (SUPPORTED_LANGUAGES as readonly (string | null)[]).includes(value);
}

/** The captions language the student chose last on this device; null for captions off. */
export function rememberedCaptions(): Language | null {
  const stored = deviceStorage.read(CAPTIONS_KEY);
  return isLanguage(stored) ? stored : null;
}

/** Keeps the choice for the next lecture and visit; off keeps nothing. */
export function rememberCaptions(language: Language | null): void {
  deviceStorage.write(CAPTIONS_KEY, language);
}

/**
 * The captions shown on a lecture: the student's language when this lecture has it, else none (a
 * lecture without the chosen language does not change the choice for the next one).
 */
export function shownCaptions(available: readonly Language[], chosen: Language | null): Language | null {
  return chosen !== null && available.includes(chosen) ? chosen : null;
}

/**
 * The transcript's language (decision 0713): the captions shown, else the site's language, else
 * English, else the first the lecture has; null for a lecture without captions.
 */
export function transcriptLanguage(
  available: readonly Language[],
  shown: Language | null,
  site: Language,
): Language | null {
  for (const candidate of [shown, site, 'en' as const])
    if (candidate !== null && available.includes(candidate)) return candidate;
  return available[0] ?? null;
}

/** A time in the video as a transcript shows it: 0:05, 12:40, 1:02:03. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** Cues grouped into paragraphs: a new one after a pause of PAUSE_SECONDS or every LINES cues. */
const PAUSE_SECONDS = 2;
const LINES = 5;

export function paragraphs(cues: readonly CaptionCue[]): { index: number; cue: CaptionCue }[][] {
  const groups: { index: number; cue: CaptionCue }[][] = [];
  cues.forEach((cue, index) => {
    const current = groups[groups.length - 1];
    const previous = cues[index - 1];
    if (!current || !previous || current.length >= LINES || cue.start - previous.end >= PAUSE_SECONDS)
      groups.push([{ index, cue }]);
    else current.push({ index, cue });
  });
  return groups;
}
