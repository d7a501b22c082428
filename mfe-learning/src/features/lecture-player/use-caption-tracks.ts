import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { api, type Language } from '@academy/shared';
import { captionLanguages, type CaptionCue, type CaptionFile } from './captions';

/** A caption file fetched into this page: a `blob:` URL a <track> loads without CORS on the video. */
export interface CaptionTrack {
  language: Language;
  src: string;
}

/**
 * The lecture's caption files, fetched from their signed links and held as `blob:` URLs while the
 * player shows them (a cross-origin <track> would need the video itself fetched with CORS). A file
 * that does not come (a revoked link, offline) is left out; the others still play.
 */
export function useCaptionFiles(files: readonly CaptionFile[] | undefined): {
  tracks: CaptionTrack[];
  /** Every file of this set has come or failed. */
  settled: boolean;
} {
  const wanted = captionLanguages(files).map(
    (language) => (files ?? []).find((file) => file.language === language) as CaptionFile,
  );
  const key = wanted.map((file) => `${file.language} ${file.url}`).join('\n');
  const [fetched, setFetched] = useState<{ key: string; tracks: CaptionTrack[] }>({ key: '', tracks: [] });
  const current = useRef(wanted);
  current.current = wanted;

  useEffect(() => {
    if (current.current.length === 0) return;
    const controller = new AbortController();
    const made: string[] = [];
    const loads = current.current.map(async (file): Promise<CaptionTrack | null> => {
      try {
        // Read through the kernel's client like a material's download (decision 0208); the fallback
        // text is never shown: a file that does not come is left out.
        const blob = await api.download(file.url, {
          fallback: 'materialDownload',
          signal: controller.signal,
        });
        const src = URL.createObjectURL(new Blob([blob], { type: 'text/vtt' }));
        made.push(src);
        return { language: file.language, src };
      } catch {
        return null;
      }
    });
    void Promise.all(loads).then((list) => {
      if (!controller.signal.aborted) setFetched({ key, tracks: list.filter((track) => track !== null) });
    });
    return () => {
      controller.abort();
      for (const src of made) URL.revokeObjectURL(src);
    };
  }, [key]);

  // One array per answer, so the tracks' effect below runs again only when they change.
  return useMemo(() => {
    if (fetched.key === key) return { tracks: fetched.tracks, settled: true };
    // Links renewed (they expire): the files already here play on until the new ones come.
    const languages = key.split('\n').map((line) => line.split(' ')[0]);
    const kept = fetched.tracks.filter((track) => languages.includes(track.language));
    return { tracks: kept, settled: key === '' };
  }, [fetched, key]);
}

/** A cue's words without WebVTT's markup (voice, italics, timestamps). */
function plainText(cue: TextTrackCue): string {
  const vtt = cue as VTTCue;
  return typeof vtt.getCueAsHTML === 'function' ? (vtt.getCueAsHTML().textContent ?? '') : (vtt.text ?? '');
}

/**
 * Gives each <track> of the video its mode (the shown language "showing", the transcript's "hidden"
 * so that its cues load, every other "disabled"), and answers the transcript's cues, parsed by the
 * browser itself, with the index of the one being spoken.
 */
export function useTrackCues(
  video: RefObject<HTMLVideoElement | null>,
  /** The video's source: a new one is a new element, whose tracks start over. */
  source: string,
  tracks: readonly CaptionTrack[],
  shown: Language | null,
  transcript: Language | null,
  /** The student turned captions on, off or to another language in the browser's own menu. */
  onChosen: (language: Language | null) => void,
): { cues: CaptionCue[]; active: number | null } {
  const [cues, setCues] = useState<CaptionCue[]>([]);
  // The newest callback, without making a new one re-run the effect below.
  const chosen = useRef(onChosen);
  useEffect(() => {
    chosen.current = onChosen;
  });
  const [active, setActive] = useState<number | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const trackElements = Array.from(element.querySelectorAll('track'));
    setActive(null);
    if (trackElements.length === 0) {
      setCues((held) => (held.length === 0 ? held : []));
      return;
    }
    const modeOf = (track: HTMLTrackElement): TextTrackMode =>
      track.srclang === shown ? 'showing' : track.srclang === transcript ? 'hidden' : 'disabled';
    for (const track of trackElements) track.track.mode = modeOf(track);
    // The browser's own captions menu shows one track and hides the others: that is the student's
    // choice. Another track turned on beside the one chosen here is not, and is turned back.
    const chosenInMenu = () => {
      const showing = trackElements.filter((track) => track.track.mode === 'showing');
      if (shown !== null && showing.some((track) => track.srclang === shown)) {
        for (const track of showing) if (track.srclang !== shown) track.track.mode = modeOf(track);
        return;
      }
      const language = (showing[0]?.srclang ?? null) as Language | null;
      if (language !== shown) chosen.current(language);
    };
    element.textTracks.addEventListener('change', chosenInMenu);
    const spoken = trackElements.find((track) => track.srclang === transcript);
    if (!spoken) {
      setCues((held) => (held.length === 0 ? held : []));
      return () => element.textTracks.removeEventListener('change', chosenInMenu);
    }
    let list: TextTrackCue[] = [];
    const read = () => {
      list = Array.from(spoken.track.cues ?? []);
      setCues(list.map((cue) => ({ start: cue.startTime, end: cue.endTime, text: plainText(cue) })));
    };
    const follow = () => {
      const now = spoken.track.activeCues?.[0];
      const index = now ? list.indexOf(now) : -1;
      setActive(index === -1 ? null : index);
    };
    if (spoken.readyState === HTMLTrackElement.LOADED) read();
    spoken.addEventListener('load', read);
    spoken.track.addEventListener('cuechange', follow);
    return () => {
      element.textTracks.removeEventListener('change', chosenInMenu);
      spoken.removeEventListener('load', read);
      spoken.track.removeEventListener('cuechange', follow);
    };
  }, [video, source, tracks, shown, transcript]);

  return { cues, active };
}
