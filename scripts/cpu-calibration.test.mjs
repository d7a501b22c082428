import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CPU_SLOWDOWN_RANGE, cpuSlowdownFor } from './cpu-calibration.mjs';

test("the guidance's points give its multipliers", () => {
  assert.equal(cpuSlowdownFor(150), 1);
  assert.equal(cpuSlowdownFor(800), 2);
  assert.equal(cpuSlowdownFor(1300), 3);
  assert.equal(cpuSlowdownFor(1533), 4);
  assert.equal(cpuSlowdownFor(2000), 6);
});

test('between the points it interpolates, and a faster host is slowed more', () => {
  assert.equal(cpuSlowdownFor(475), 1.5);
  assert.equal(cpuSlowdownFor(1050), 2.5);
  let previous = 0;
  for (let index = 100; index <= 4000; index += 50) {
    const multiplier = cpuSlowdownFor(index);
    assert.ok(multiplier >= previous, `index ${index}: ${multiplier} < ${previous}`);
    previous = multiplier;
  }
});

test('clamped: never below 1x on a slow host, never above 10x on a fast one', () => {
  assert.deepEqual(CPU_SLOWDOWN_RANGE, [1, 10]);
  assert.equal(cpuSlowdownFor(60), 1);
  assert.equal(cpuSlowdownFor(3000), 10);
  assert.equal(cpuSlowdownFor(3700), 10);
  assert.equal(cpuSlowdownFor(2699), 9);
  assert.equal(cpuSlowdownFor(2500), 8.1);
});

test('refuses what is not a benchmark index', () => {
  for (const value of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
    assert.throws(() => cpuSlowdownFor(value), /not a benchmark index/);
});
