export interface ProgressSave {
  lectureId: number;
  position: number;
  completed: boolean;
}

export interface ProgressSaverOptions {
  /** Sends one save; `leaving` asks for a request that outlives the page. Failures are swallowed. */
  send: (save: ProgressSave, leaving: boolean) => Promise<unknown>;
  /** At most one save per lecture in this many milliseconds while playing. */
  intervalMs?: number;
  now?: () => number;
}

export interface ProgressSaver {
  /** The player's latest position; saved now when `urgent` (pause, end) or the interval has passed. */
  record: (save: ProgressSave, urgent?: boolean) => void;
  /** Sends what is not saved yet (lecture change, leaving the page). */
  flush: (leaving?: boolean) => void;
}

export const SAVE_INTERVAL_MS = 5_000;

/**
 * Throttles position saves: playback reports several times a second, the API hears at most every few
 * seconds, plus at once on pause, end and when leaving. A failed save never reaches the player; the
 * next one carries a newer position anyway.
 */
export function createProgressSaver(options: ProgressSaverOptions): ProgressSaver {
  const interval = options.intervalMs ?? SAVE_INTERVAL_MS;
  const now = options.now ?? (() => Date.now());
  let unsaved: ProgressSave | null = null;
  let lastSent: ProgressSave | null = null;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  const completedLectures = new Set<number>();

  const same = (a: ProgressSave | null, b: ProgressSave) =>
    a !== null &&
    a.lectureId === b.lectureId &&
    Math.abs(a.position - b.position) < 0.5 &&
    a.completed === b.completed;

  function send(leaving: boolean) {
    const save = unsaved;
    unsaved = null;
    if (save === null || same(lastSent, save)) return;
    lastSent = save;
    lastSentAt = now();
    options.send(save, leaving).catch(() => undefined);
  }

  return {
    record(save, urgent = false) {
      const position = Number.isFinite(save.position) && save.position > 0 ? save.position : 0;
      // Completion, once reported, stays with the lecture's later saves (rewatching keeps the tick).
      if (save.completed) completedLectures.add(save.lectureId);
      const completed = completedLectures.has(save.lectureId);
      const lectureChanged = unsaved !== null && unsaved.lectureId !== save.lectureId;
      if (lectureChanged) send(false);
      unsaved = { lectureId: save.lectureId, position, completed };
      const otherLecture = lastSent?.lectureId !== save.lectureId;
      if (
        urgent ||
        completed !== (lastSent?.completed ?? false) ||
        otherLecture ||
        now() - lastSentAt >= interval
      )
        send(false);
    },
    flush(leaving = false) {
      send(leaving);
    },
  };
}
