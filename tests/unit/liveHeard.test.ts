// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isQuiet, LIVE_SILENCE_MS, newerOf, nextQuietAt } from '@/engine/live/heard';

/** Which version of a live row a screen shows, and when a running row's quiet channel makes it ask again. */
interface Task {
  id: number;
  done: number;
  running: boolean;
}
const running = (t: Task) => t.running;
const task = (done: number, isRunning = true): Task => ({ id: 1, done, running: isRunning });

describe('newerOf', () => {
  it('shows the later arrival of two running versions', () => {
    expect(newerOf(task(10), 1000, { row: task(50), at: 2000 }, running)).toEqual(task(50));
    expect(newerOf(task(70), 3000, { row: task(50), at: 2000 }, running)).toEqual(task(70));
  });

  it('keeps an ended version whichever arrived later: a task never runs again', () => {
    expect(newerOf(task(100, false), 1000, { row: task(99), at: 2000 }, running)).toEqual(task(100, false));
    expect(newerOf(task(99), 3000, { row: task(100, false), at: 2000 }, running)).toEqual(task(100, false));
  });

  it('shows a row the call has not got only when heard after its answer', () => {
    expect(newerOf(undefined, 1000, { row: task(5), at: 2000 }, running)).toEqual(task(5));
    expect(newerOf(undefined, 3000, { row: task(5), at: 2000 }, running)).toBeUndefined();
  });
});

describe('a quiet channel', () => {
  it('is one that said nothing of a running row for LIVE_SILENCE_MS', () => {
    const heard = { row: task(50), at: 1000 };
    expect(isQuiet(heard, running, 1000 + LIVE_SILENCE_MS)).toBe(false);
    expect(isQuiet(heard, running, 1001 + LIVE_SILENCE_MS)).toBe(true);
    expect(isQuiet({ row: task(100, false), at: 1000 }, running, 1000 + 10 * LIVE_SILENCE_MS)).toBe(false);
  });

  it('is next reached by the running row heard of longest ago; ended rows never go quiet', () => {
    const heard = [
      { row: task(10), at: 5000 },
      { row: task(20), at: 2000 },
      { row: task(100, false), at: 1000 },
    ];
    expect(nextQuietAt(heard, running, 2500)).toBe(2001 + LIVE_SILENCE_MS);
    expect(nextQuietAt(heard, running, 2001 + LIVE_SILENCE_MS)).toBe(5001 + LIVE_SILENCE_MS);
    expect(nextQuietAt([{ row: task(100, false), at: 1000 }], running, 0)).toBeNull();
  });
});
