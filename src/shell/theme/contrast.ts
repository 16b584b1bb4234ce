/**
 * WCAG 2.1 contrast (docs/product.md#accessibility-themes-and-narrow-screens): the theme colour stays the brand colour of buttons and marks, but where it is
 * the colour of small text (links, selected menu items, primary texts) it is darkened just enough to read.
 */

const channels = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The relative luminance of a #rrggbb colour (WCAG 2.1 definition). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour itself when it reads on `ground` at `min`:1, else the nearest shade of it that does: mixed with
 * black in steps of 4% on a light ground, with white on a dark one (a dark menu). The default 5.5:1 on white
 * leaves 4.5:1 on the tinted grounds of the themes (#ebf1f6) and rows.
 */
export function readableShade(color: string, ground = '#ffffff', min = 5.5): string {
  const rgb = channels(color);
  const toward = luminance(ground) > 0.18 ? 0 : 255;
  for (let mix = 0; mix <= 1; mix += 0.04) {
    const shade = toHex(rgb.map((c) => c + (toward - c) * mix));
    if (contrastRatio(shade, ground) >= min) return shade;
  }
  return toward ? '#ffffff' : '#000000';
}

/**
 * The colour as a fill under white text (primary buttons, the selected menu item, badges): the colour itself
 * when white reads on it at 4.5:1 (the default red, blue, purple), else the nearest darker shade that does
 * (yellow #faad14 reads at 1.9:1 under white and becomes a dark amber). The same shade reads as text on white.
 */
export const solidShade = (color: string): string => readableShade(color, '#ffffff', 4.5);
