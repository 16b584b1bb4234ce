// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade, solidShade } from '@/shell/theme/contrast';
import { theme as antdTheme } from 'antd';
import { COLOR_PRESETS, DARK_GROUND, THEMES, themeConfig } from '@/shell/theme/themes';

/** docs/product.md#accessibility-themes-and-narrow-screens: texts of every theme and colour read at WCAG 2.1 AA (4.5:1), the brand colour itself stays. */
describe('theme contrast', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#e60012', '#ffffff')).toBeCloseTo(4.8, 1);
  });

  it('keeps a colour that reads and darkens one that does not, just enough', () => {
    expect(readableShade('#722ed1')).toBe('#722ed1');
    for (const color of COLOR_PRESETS) {
      const shade = readableShade(color);
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(5);
    }
    // Yellow #faad14 reads at 1.9:1 on white: its text shade is a dark amber, not black.
    expect(readableShade('#faad14')).not.toBe('#000000');
  });

  it('fills under white text with the colour where white reads on it, else a darker shade of it', () => {
    expect(solidShade('#e60012')).toBe('#e60012');
    expect(solidShade('#722ed1')).toBe('#722ed1');
    // Yellow reads at 1.9:1 under white: its fill is a dark amber (still yellow's hue, not black).
    expect(contrastRatio('#faad14', '#ffffff')).toBeLessThan(2);
    const amber = solidShade('#faad14');
    expect(contrastRatio(amber, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(amber).not.toBe('#000000');
    for (const color of COLOR_PRESETS) expect(contrastRatio(solidShade(color), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every light theme and colour a button fill under readable white text and a readable shade for texts', () => {
    for (const theme of THEMES.filter((t) => !t.dark)) {
      for (const color of COLOR_PRESETS) {
        const token = themeConfig(theme.name, color).token!;
        expect(token.colorPrimary).toBe(solidShade(color));
        expect(contrastRatio(token.colorPrimary!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(token.colorLink!, '#ffffff')).toBeGreaterThanOrEqual(5);
        expect(contrastRatio(token.colorPrimaryText!, '#ffffff')).toBeGreaterThanOrEqual(5);
      }
    }
    expect(themeConfig('default', '#e60012').token?.colorPrimary).toBe('#e60012');
  });
});

describe('the dark theme', () => {
  it('keeps the colour under white text and lightens it as text, as antd derives them with its dark algorithm', () => {
    for (const color of COLOR_PRESETS) {
      const token = antdTheme.getDesignToken(themeConfig('theme-dark', color));
      expect(contrastRatio(token.colorPrimary, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
      for (const ground of [DARK_GROUND.container, DARK_GROUND.elevated]) {
        expect(contrastRatio(token.colorLink, ground), `${color} link`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(token.colorPrimaryText, ground), `${color} text`).toBeGreaterThanOrEqual(4.5);
      }
    }
    // The default red itself read at 3.0:1 as text on the dark ground.
    expect(contrastRatio(antdTheme.getDesignToken({ algorithm: antdTheme.darkAlgorithm, token: { colorLink: '#e60012' } }).colorLink, '#141414')).toBeLessThan(4.5);
  });
});

describe('menu texts in the colour', () => {
  it('marks the folder of the open page in a shade that reads on the lightest menu ground (d2 #ebf1f6)', () => {
    for (const color of COLOR_PRESETS) {
      const menu = themeConfig('theme-d2', color).components!.Menu!;
      expect(contrastRatio(menu.subMenuItemSelectedColor!, '#ebf1f6')).toBeGreaterThanOrEqual(4.5);
    }
    // The colour itself read at 4.2:1 there (axe, docs/product.md#accessibility-themes-and-narrow-screens).
    expect(contrastRatio('#e60012', '#ebf1f6')).toBeLessThan(4.5);
  });
});

describe('readable shade on a dark ground', () => {
  it('lightens the colour instead of darkening it', () => {
    const shade = readableShade('#e60012', '#1b212b');
    expect(contrastRatio(shade, '#1b212b')).toBeGreaterThanOrEqual(5);
    expect(contrastRatio(shade, '#ffffff')).toBeLessThan(contrastRatio('#e60012', '#ffffff'));
  });
});
