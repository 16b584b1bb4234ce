import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findCaptcha, putCaptcha, takeCaptcha } from '../repositories/captchas';

/**
 * Image captchas keyed by the client's randomStr, in the database so that the image fetched from one instance
 * is checked by any other (docs/operating.md#running-several-instances). An answer expires after a few minutes and is spent by the first check,
 * right or wrong (one `delete ... returning`, so two instances can never both accept it), so a code cannot be
 * guessed by retrying. Expired rows are deleted by the sign-in housekeeping job.
 */
export class CaptchaStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Makes and remembers a new answer for randomStr (replacing an older one). */
  async issue(randomStr: string): Promise<string> {
    const code = Array.from({ length: 4 }, () => String(randomInt(10))).join('');
    const expiresAt = new Date(this.now() + this.ttlMs);
    await putCaptcha(this.db, randomStr, code, expiresAt);
    return code;
  }

  /** Checks and spends the answer: true only for the right, unexpired, unused code. */
  async check(randomStr: string | undefined, code: string | undefined): Promise<boolean> {
    if (!randomStr) return false;
    const entry = await takeCaptcha(this.db, randomStr);
    if (!entry) return false;
    if (new Date(entry.expires_at).getTime() <= this.now()) return false;
    return typeof code === 'string' && code.trim() === entry.code;
  }

  /** Test hook: the answer for randomStr without spending it. */
  async peek(randomStr: string): Promise<string | undefined> {
    const entry = await findCaptcha(this.db, randomStr);
    return entry && new Date(entry.expires_at).getTime() > this.now() ? entry.code : undefined;
  }
}

const COLORS = ['#c0392b', '#2c3e50', '#8e44ad', '#16a085', '#d35400', '#2980b9'];
const pick = <T>(list: T[]) => list[randomInt(list.length)];

/**
 * Digits as stroked outlines on a 10 x 16 grid. They are drawn as paths rather than SVG text, so the answer is
 * not sitting in the markup for a script to read; every point is jittered on each drawing.
 */
const GLYPHS: Record<string, number[][][]> = {
  '0': [
    [
      [2, 1],
      [8, 1],
      [9, 3],
      [9, 13],
      [8, 15],
      [2, 15],
      [1, 13],
      [1, 3],
      [2, 1],
    ],
  ],
  '1': [
    [
      [3, 4],
      [6, 1],
      [6, 15],
    ],
    [
      [3, 15],
      [9, 15],
    ],
  ],
  '2': [
    [
      [1, 3],
      [3, 1],
      [7, 1],
      [9, 3],
      [9, 6],
      [1, 15],
      [9, 15],
    ],
  ],
  '3': [
    [
      [1, 1],
      [9, 1],
      [5, 7],
      [8, 8],
      [9, 11],
      [8, 14],
      [5, 15],
      [1, 14],
    ],
  ],
  '4': [
    [
      [7, 15],
      [7, 1],
      [1, 11],
      [9, 11],
    ],
  ],
  '5': [
    [
      [9, 1],
      [2, 1],
      [1, 7],
      [6, 6],
      [9, 9],
      [9, 12],
      [7, 15],
      [2, 15],
      [1, 13],
    ],
  ],
  '6': [
    [
      [8, 1],
      [3, 3],
      [1, 8],
      [1, 13],
      [3, 15],
      [7, 15],
      [9, 13],
      [9, 10],
      [7, 8],
      [3, 8],
      [1, 10],
    ],
  ],
  '7': [
    [
      [1, 1],
      [9, 1],
      [4, 15],
    ],
  ],
  '8': [
    [
      [5, 8],
      [2, 6],
      [2, 3],
      [4, 1],
      [6, 1],
      [8, 3],
      [8, 6],
      [5, 8],
      [1, 11],
      [1, 13],
      [3, 15],
      [7, 15],
      [9, 13],
      [9, 11],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9, 6],
      [7, 8],
      [3, 8],
      [1, 6],
      [1, 3],
      [3, 1],
      [7, 1],
      [9, 3],
      [9, 8],
      [7, 13],
      [2, 15],
    ],
  ],
};

const jitter = () => randomInt(-6, 7) / 10;

function glyphPath(digit: string): string {
  return (GLYPHS[digit] ?? []).map((stroke) => stroke.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${(x + jitter()).toFixed(1)} ${(y + jitter()).toFixed(1)}`).join(' ')).join(' ');
}

/** Draws the code as an SVG: rotated, jittered, coloured glyphs over noise lines and dots. */
export function renderCaptchaSvg(code: string, width = 100, height = 38): string {
  const parts: string[] = [];
  parts.push(`<rect width="100%" height="100%" fill="#f4f6f8"/>`);
  for (let i = 0; i < 5; i += 1) {
    parts.push(
      `<line x1="${randomInt(width)}" y1="${randomInt(height)}" x2="${randomInt(width)}" y2="${randomInt(height)}" stroke="${pick(COLORS)}" stroke-opacity="0.5" stroke-width="1"/>`,
    );
  }
  for (let i = 0; i < 25; i += 1) {
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="1" fill="${pick(COLORS)}" fill-opacity="0.6"/>`);
  }
  const step = width / (code.length + 1);
  [...code].forEach((digit, i) => {
    const cx = Math.round(step * (i + 1)) + randomInt(-2, 3);
    const cy = Math.round(height / 2) + randomInt(-2, 3);
    const angle = randomInt(-30, 31);
    const scale = (1.45 + randomInt(0, 30) / 100).toFixed(2);
    parts.push(
      `<g class="glyph" transform="translate(${cx} ${cy}) rotate(${angle}) scale(${scale}) translate(-5 -8)">` +
        `<path d="${glyphPath(digit)}" fill="none" stroke="${pick(COLORS)}" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"/></g>`,
    );
  });
  parts.push(`<path d="M0 ${randomInt(height)} Q ${width / 2} ${randomInt(height)} ${width} ${randomInt(height)}" stroke="${pick(COLORS)}" fill="none" stroke-width="1.5"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
