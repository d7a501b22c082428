/**
 * The CPU slowdown that makes this host's browser the phone Lighthouse's mobile preset means: the
 * multiplier for its benchmark index by Lighthouse's CPU throttling guidance (docs/throttling.md,
 * "Calibrating the CPU slowdown", and the calculator it links, which interpolates between these
 * points: index 150 -> 1x, 800 -> 2x, 1300 -> 3x, 1533 -> 4x, 2000 -> 6x, and on at 1x per 233
 * above). Clamped to 1x-10x, the guidance's range for a desktop host simulating a mid-tier phone; a
 * host slower than index 150 cannot be slowed to that phone and runs at 1x.
 */
export const CPU_CALIBRATION = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
];
export const CPU_SLOWDOWN_RANGE = [1, 10];

export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  let multiplier = 1;
  for (let i = 1; i < CPU_CALIBRATION.length; i += 1) {
    const [lowIndex, lowMultiplier] = CPU_CALIBRATION[i - 1];
    const [highIndex, highMultiplier] = CPU_CALIBRATION[i];
    const last = i === CPU_CALIBRATION.length - 1;
    if (benchmarkIndex < lowIndex) break;
    if (benchmarkIndex <= highIndex || last)
      multiplier =
        lowMultiplier +
        ((benchmarkIndex - lowIndex) * (highMultiplier - lowMultiplier)) / (highIndex - lowIndex);
  }
  const [min, max] = CPU_SLOWDOWN_RANGE;
  return Math.round(Math.min(max, Math.max(min, multiplier)) * 10) / 10;
}
