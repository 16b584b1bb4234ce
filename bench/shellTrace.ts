import type { Browser, Page } from '@playwright/test';

/**
 * Where a switch's time goes on the page's main thread, from a Chromium performance trace (the events the
 * Performance panel shows): each trace event's own time (its duration less its children's), put in the
 * panel's groups by the event's name, an unnamed child counted in its parent's group.
 */
export const SPLIT_GROUPS = ['scripting', 'style', 'layout', 'paint', 'other'] as const;
export type SplitGroup = (typeof SPLIT_GROUPS)[number];
export type Split = Record<SplitGroup, number>;

const GROUP_OF: Record<string, SplitGroup> = {
  FunctionCall: 'scripting',
  EvaluateScript: 'scripting',
  EventDispatch: 'scripting',
  TimerFire: 'scripting',
  FireAnimationFrame: 'scripting',
  FireIdleCallback: 'scripting',
  RunMicrotasks: 'scripting',
  V8Console: 'scripting',
  'v8.run': 'scripting',
  'v8.compile': 'scripting',
  'v8.compileModule': 'scripting',
  'v8.evaluateModule': 'scripting',
  'v8.callFunction': 'scripting',
  'V8.Execute': 'scripting',
  MinorGC: 'scripting',
  MajorGC: 'scripting',
  'V8.GC_SCAVENGER': 'scripting',
  'V8.GC_MARK_COMPACTOR': 'scripting',
  'BlinkGC.AtomicPhase': 'scripting',
  XHRReadyStateChange: 'scripting',
  XHRLoad: 'scripting',
  ResizeObserverController: 'scripting',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  HitTest: 'layout',
  ComputeIntersections: 'layout',
  'IntersectionObserverController::computeIntersections': 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  'Decode Image': 'paint',
};

/** The trace categories the split needs (those of the Performance panel's timeline). */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'toplevel'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

export const START_MARK = 'bench-switch-start';
export const END_MARK = 'bench-switch-end';

/** The renderer main thread that did the most work: the page's own (other renderers sit idle). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = { pid: mains[0]?.pid ?? 0, tid: mains[0]?.tid ?? 0 };
  let bestWork = -1;
  for (const m of mains) {
    const work = events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (work > bestWork) [best, bestWork] = [{ pid: m.pid, tid: m.tid }, work];
  }
  return best;
}

/**
 * The split of the events between each start mark and the end mark after it (several switches traced in a row),
 * in milliseconds per switch, with the number of switches found.
 */
export function splitOf(events: TraceEvent[]): { split: Split; switches: number } {
  const { pid, tid } = mainThread(events);
  const marks = events.filter((e) => e.pid === pid && (e.name === START_MARK || e.name === END_MARK) && e.ph !== 'e').sort((a, b) => a.ts - b.ts);
  const windows: [number, number][] = [];
  for (let i = 0; i < marks.length - 1; i++) if (marks[i].name === START_MARK && marks[i + 1].name === END_MARK) windows.push([marks[i].ts, marks[i + 1].ts]);
  const split = Object.fromEntries(SPLIT_GROUPS.map((g) => [g, 0])) as Split;
  const slices = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Clipped to the windows: the time of a slice (or of its own part) that falls inside one.
  const inside = (from: number, to: number) => windows.reduce((sum, [start, end]) => sum + Math.max(0, Math.min(to, end) - Math.max(from, start)), 0);
  const stack: { end: number; group: SplitGroup | undefined; ts: number; childEnd: number }[] = [];
  const own = (slice: (typeof stack)[number], upTo: number) => {
    // The part of a slice not covered by its children so far: from its last child's end to `upTo`.
    const group = slice.group ?? 'other';
    split[group] += inside(slice.childEnd, upTo) / 1000;
  };
  for (const e of slices) {
    const end = e.ts + (e.dur ?? 0);
    while (stack.length && stack[stack.length - 1].end <= e.ts) {
      const done = stack.pop()!;
      own(done, done.end);
      if (stack.length) stack[stack.length - 1].childEnd = done.end;
    }
    const parent = stack[stack.length - 1];
    if (parent) {
      own(parent, e.ts);
      parent.childEnd = end;
    }
    stack.push({ end, ts: e.ts, childEnd: e.ts, group: GROUP_OF[e.name] ?? parent?.group });
  }
  while (stack.length) {
    const done = stack.pop()!;
    own(done, done.end);
    if (stack.length) stack[stack.length - 1].childEnd = Math.max(stack[stack.length - 1].childEnd, done.end);
  }
  const switches = Math.max(1, windows.length);
  for (const g of SPLIT_GROUPS) split[g] /= switches;
  // Idle time between tasks inside a window counts nowhere: the split is the main thread's work.
  return { split, switches: windows.length };
}

/** Runs `act` (which marks each switch it makes with START_MARK and END_MARK) under a trace and returns the split. */
export async function traceSwitches(browser: Browser, page: Page, act: () => Promise<void>) {
  await browser.startTracing(page, { categories: CATEGORIES });
  let buffer: Buffer | undefined;
  try {
    await act();
  } finally {
    buffer = await browser.stopTracing();
  }
  return splitOf((JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
}

export const formatSplit = (split: Split) => SPLIT_GROUPS.map((g) => `${g} ${split[g].toFixed(1)}`).join(', ') + ' ms';
