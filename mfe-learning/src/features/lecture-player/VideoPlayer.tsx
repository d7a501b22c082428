import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage, type Language } from '@academy/shared';
import {
  captionLanguages,
  rememberCaptions,
  rememberedCaptions,
  shownCaptions,
  transcriptLanguage,
  type CaptionFile,
} from './captions';
import styles from './lecture-player.module.css';
import { PLAYBACK_RATES, nextRate, rememberedRate, rememberRate } from './playback-rate';
import { Transcript } from './Transcript';
import { useCaptionFiles, useTrackCues } from './use-caption-tracks';

const SEEK_SECONDS = 5;
const SHORTCUTS = new Set([
  ' ',
  'k',
  'K',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'm',
  'M',
  'f',
  'F',
  'Home',
  'End',
  '<',
  '>',
]);
const VOLUME_STEP = 0.1;

export interface PlaybackReport {
  position: number;
  completed: boolean;
  /** Paused, ended or left: save now instead of waiting for the next interval. */
  urgent: boolean;
}

export interface VideoPlayerProps {
  src: string;
  title: string;
  /** Seconds to resume at; ignored when it is at (or past) the end. */
  startAt: number;
  onReport: (report: PlaybackReport) => void;
  /** The lecture's caption files; none (or a backend that sends none) shows no captions and no transcript. */
  captions?: readonly CaptionFile[] | undefined;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The lecture's video with the browser's controls plus the keyboard shortcuts students know from
 * video sites: Space or K play/pause, ← → 5 s, ↑ ↓ volume, M mute, F full screen, Home/End, < >
 * slower and faster. Its speed is the student's, remembered across lectures (decision 0711), and so
 * are the captions, with the transcript beside them (decision 0713).
 */
export function VideoPlayer({ src, title, startAt, onReport, captions }: VideoPlayerProps) {
  const { t } = useTranslation('learning');
  const site = useLanguage();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // Media URLs may be signed and expiring: a reloaded curriculum brings fresh ones, but the playing
  // video keeps its own until it fails, then continues from the same second with the newest URL.
  const [activeSrc, setActiveSrc] = useState(src);
  const latestSrc = useRef(src);
  latestSrc.current = src;
  const resumeFrom = useRef(startAt);
  const lastTime = useRef(startAt);
  const [rate, setRate] = useState(rememberedRate);
  // The rate last given to the element: its own ratechange event for it is no new choice.
  const appliedRate = useRef(rate);
  const speedId = useId();
  const captionsId = useId();
  const { tracks, settled } = useCaptionFiles(captions);
  // The languages the curriculum lists, before their files arrive: the select and the transcript's
  // panel are laid out with the video, so nothing moves when the files come (decision 0713).
  const available = captionLanguages(captions);
  const [chosen, setChosen] = useState(rememberedCaptions);
  const shown = shownCaptions(available, chosen);
  const transcript = transcriptLanguage(available, shown, site);
  const chooseCaptions = (language: Language | null) => {
    setChosen(language);
    rememberCaptions(language);
  };
  const { cues, active } = useTrackCues(video, activeSrc, tracks, shown, transcript, chooseCaptions);

  useEffect(() => {
    resumeFrom.current = startAt;
  }, [startAt]);

  const report = (urgent: boolean, completed = false) => {
    const element = video.current;
    if (!element) return;
    lastTime.current = element.currentTime;
    onReport({ position: element.currentTime, completed, urgent });
  };

  const onError = () => {
    if (latestSrc.current !== activeSrc) {
      resumeFrom.current = lastTime.current;
      setActiveSrc(latestSrc.current);
      return;
    }
    setFailed(true);
  };

  const onLoadedMetadata = () => {
    const element = video.current;
    if (!element) return;
    setFailed(false);
    // A new source starts at the default rate: the student's speed goes on with it.
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
    const at = resumeFrom.current;
    // A lecture watched to its very end starts again from the beginning.
    if (at > 0 && Number.isFinite(element.duration) && at < element.duration - 1) element.currentTime = at;
  };

  const changeRate = (next: number) => {
    appliedRate.current = next;
    const element = video.current;
    if (element) {
      element.defaultPlaybackRate = next;
      element.playbackRate = next;
    }
    setRate(next);
    rememberRate(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    const element = event.currentTarget;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const duration = Number.isFinite(element.duration) ? element.duration : 0;
    switch (event.key) {
      case ' ':
      case 'k':
      case 'K':
        if (element.paused) void element.play().catch(() => setFailed(true));
        else element.pause();
        break;
      case 'ArrowLeft':
        element.currentTime = clamp(element.currentTime - SEEK_SECONDS, 0, duration);
        break;
      case 'ArrowRight':
        element.currentTime = clamp(element.currentTime + SEEK_SECONDS, 0, duration);
        break;
      case 'ArrowUp':
        element.volume = clamp(element.volume + VOLUME_STEP, 0, 1);
        break;
      case 'ArrowDown':
        element.volume = clamp(element.volume - VOLUME_STEP, 0, 1);
        break;
      case 'm':
      case 'M':
        element.muted = !element.muted;
        break;
      case 'f':
      case 'F':
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        else void element.requestFullscreen?.().catch(() => undefined);
        break;
      case 'Home':
        element.currentTime = 0;
        break;
      case 'End':
        element.currentTime = duration;
        break;
      case '<':
      case '>':
        changeRate(nextRate(rate, event.key === '>' ? 1 : -1));
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <figure className={styles.videoFrame}>
      <video
        ref={video}
        key={activeSrc}
        className={styles.video}
        src={activeSrc}
        controls
        preload="metadata"
        playsInline
        tabIndex={0}
        aria-label={t('player.videoLabel', { title })}
        aria-describedby="lecture-video-keys"
        onLoadedMetadata={onLoadedMetadata}
        onKeyDown={onKeyDown}
        // The browser's own controls act on some keys when they come up (Chromium toggles on Space), even
        // when cancelled: the key was handled when it went down, so its key-up must not reach them.
        onKeyUpCapture={(event) => {
          if (!SHORTCUTS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
          event.preventDefault();
          event.stopPropagation();
        }}
        onTimeUpdate={() => report(false)}
        onPause={(event) => {
          if (!event.currentTarget.ended) report(true);
        }}
        onSeeked={() => report(false)}
        // The browser's own menu may set another speed: it is the student's choice too.
        onRateChange={(event) => {
          const chosen = event.currentTarget.playbackRate;
          if (chosen !== appliedRate.current && (PLAYBACK_RATES as readonly number[]).includes(chosen)) {
            changeRate(chosen);
          }
        }}
        onEnded={() => report(true, true)}
        onError={onError}
      >
        {tracks.map((track) => (
          <track
            key={track.language}
            kind="captions"
            srcLang={track.language}
            label={t(`common:language.${track.language}`)}
            src={track.src}
          />
        ))}
        {t('player.unsupported')}
      </video>
      <div className={styles.controls}>
        <label htmlFor={speedId} className={styles.speedLabel}>
          {t('player.speed')}
        </label>
        <select
          id={speedId}
          className={styles.speed}
          value={rate}
          onChange={(event) => changeRate(Number(event.currentTarget.value))}
        >
          {PLAYBACK_RATES.map((option) => (
            <option key={option} value={option}>
              {t('player.rate', { rate: option })}
            </option>
          ))}
        </select>
        {available.length > 0 ? (
          <>
            <label htmlFor={captionsId} className={styles.speedLabel}>
              {t('player.captions')}
            </label>
            <select
              id={captionsId}
              className={styles.speed}
              value={shown ?? ''}
              onChange={(event) => chooseCaptions((event.currentTarget.value || null) as Language | null)}
            >
              <option value="">{t('player.captionsOff')}</option>
              {available.map((language) => (
                <option key={language} value={language}>
                  {t(`common:language.${language}`)}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>
      <figcaption id="lecture-video-keys" className={styles.keys}>
        {t('player.keys')}
      </figcaption>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('player.videoError')}
        </p>
      ) : null}
      {transcript !== null ? (
        <Transcript
          cues={cues}
          state={
            cues.length > 0
              ? 'ready'
              : settled && !tracks.some((track) => track.language === transcript)
                ? 'failed'
                : 'loading'
          }
          language={transcript}
          active={active}
          onSeek={(seconds) => {
            const element = video.current;
            if (element) element.currentTime = seconds;
          }}
        />
      ) : null}
    </figure>
  );
}
