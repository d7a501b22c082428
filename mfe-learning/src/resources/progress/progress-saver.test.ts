import { createProgressSaver, type ProgressSave } from './progress-saver';

function setup(intervalMs = 5000) {
  let clock = 0;
  const sent: { save: ProgressSave; leaving: boolean }[] = [];
  let fail = false;
  const saver = createProgressSaver({
    intervalMs,
    now: () => clock,
    send: async (save, leaving) => {
      sent.push({ save, leaving });
      if (fail) throw new Error('offline');
    },
  });
  return {
    saver,
    sent,
    advance: (ms: number) => {
      clock += ms;
    },
    failFromNowOn: () => {
      fail = true;
    },
  };
}

const at = (position: number, lectureId = 1, completed = false): ProgressSave => ({
  lectureId,
  position,
  completed,
});

it('saves the first report of a lecture at once, then at most once per interval while playing', () => {
  const { saver, sent, advance } = setup();
  saver.record(at(0.3));
  for (let second = 1; second <= 12; second += 1) {
    advance(1000);
    saver.record(at(second));
  }
  expect(sent.map((entry) => entry.save.position)).toEqual([0.3, 5, 10]);
});

it('saves at once on pause and end, and a completion is never lost to the interval', () => {
  const { saver, sent, advance } = setup();
  saver.record(at(1));
  advance(1000);
  saver.record(at(2), true);
  advance(500);
  saver.record(at(8, 1, true), true);
  expect(sent.map((entry) => entry.save)).toEqual([at(1), at(2), at(8, 1, true)]);
});

it('keeps the completion with later saves of the same lecture', () => {
  const { saver, sent, advance } = setup();
  saver.record(at(8, 1, true), true);
  advance(6000);
  saver.record(at(1));
  expect(sent[1]?.save).toEqual(at(1, 1, true));
  const pending = setup();
  pending.saver.record(at(0.5));
  pending.advance(1000);
  pending.saver.record(at(3, 1, true));
  pending.advance(1000);
  pending.saver.record(at(3.5));
  pending.saver.flush();
  expect(pending.sent.map((entry) => entry.save.completed)).toEqual([false, true, true]);
});

it('sends what is unsaved when the lecture changes, and on leaving with a request that outlives the page', () => {
  const { saver, sent, advance } = setup();
  saver.record(at(1));
  advance(2000);
  saver.record(at(3));
  saver.record(at(0.5, 2));
  expect(sent.map((entry) => [entry.save.lectureId, entry.save.position])).toEqual([
    [1, 1],
    [1, 3],
    [2, 0.5],
  ]);
  advance(1000);
  saver.record(at(1.5, 2));
  saver.flush(true);
  expect(sent.at(-1)).toEqual({ save: at(1.5, 2), leaving: true });
});

it('does not send the same position twice, and sends nothing when nothing is unsaved', () => {
  const { saver, sent } = setup();
  saver.record(at(4), true);
  saver.record(at(4), true);
  saver.flush(true);
  expect(sent).toHaveLength(1);
});

it('never throws when a save fails: playback goes on and the next save still goes out', async () => {
  const { saver, sent, advance, failFromNowOn } = setup();
  failFromNowOn();
  expect(() => saver.record(at(1))).not.toThrow();
  await Promise.resolve();
  advance(6000);
  saver.record(at(7));
  expect(sent).toHaveLength(2);
});

it('reads an unusable position as the start', () => {
  const { saver, sent } = setup();
  saver.record(at(Number.NaN));
  expect(sent[0]?.save.position).toBe(0);
});
