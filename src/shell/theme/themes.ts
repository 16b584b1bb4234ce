import type { ThemeConfig } from 'antd';
import { theme as antdTheme } from 'antd';
import { contrastRatio, readableShade, solidShade } from './contrast';

/**
 * docs/product.md#the-admin-shell and docs/product.md#constants-and-limits: six themes and eight colour presets, red #e60012 by default. A theme is a
 * class on <body> (the shell's own CSS) plus an antd token set; the colour is the primary colour.
 */
export const DEFAULT_COLOR = '#e60012';
export const COLOR_PRESETS = ['#e60012', '#1677ff', '#2f54eb', '#13c2c2', '#52c41a', '#faad14', '#fa541c', '#722ed1'] as const;

export type ThemeName = 'default' | 'theme-white' | 'theme-star' | 'theme-iview' | 'theme-d2' | 'theme-hey' | 'theme-dark';

export interface ShellTheme {
  name: ThemeName;
  /** The label docs/product.md#the-admin-shell gives (zh; the en locale translates it). */
  label: string;
  /** Whether the side menu is dark. */
  darkMenu: boolean;
  /** Whether the whole console is dark (antd's dark algorithm). */
  dark?: boolean;
  /** Preview swatches: sider, header, page. */
  swatch: [string, string, string];
  config: (color: string) => ThemeConfig;
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/**
 * Secondary, description and placeholder texts at 4.5:1 or more on white and on the themes' light grounds
 * (antd's defaults, 45% and 25% black, read at 2.5:1 and less); disabled texts stay lighter (WCAG exempts
 * inactive controls) but darker than antd's.
 */
const READABLE_TEXT = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  colorTextQuaternary: 'rgba(0, 0, 0, 0.5)',
  // 4.7:1 on white: a table's own empty text takes it (axe cannot tell it from an active text).
  colorTextDisabled: 'rgba(0, 0, 0, 0.55)',
  // Errors and danger actions (antd's #ff4d4f reads at 3.3:1 as text and under white text): red-7.
  colorError: '#cf1322',
  // A hovered or pressed danger button keeps its white text readable: darker on hover, not lighter (red-8, red-9).
  colorErrorHover: '#a8071a',
  colorErrorActive: '#820014',
} as const;

const base = (color: string, extra: ThemeConfig['token'] = {}): ThemeConfig['token'] => {
  // The theme colour as small text (links, primary texts) in a shade that reads; fills take solidShade.
  const text = readableShade(color);
  return {
    // The colour under white text: a darker shade where white would not read on it (yellow, green, cyan).
    colorPrimary: solidShade(color),
    // antd lightens a hovered primary button, and white on a lighter red reads below 4.5:1 (axe caught it under
    // the pointer): hovered and pressed buttons darken instead.
    colorPrimaryHover: text,
    colorPrimaryActive: readableShade(color, '#ffffff', 7),
    colorLink: text,
    colorLinkHover: text,
    colorPrimaryText: text,
    colorPrimaryTextHover: text,
    ...READABLE_TEXT,
    borderRadius: 6,
    fontFamily: FONT,
    ...extra,
  };
};

/** The dark theme's grounds: the page, the side column and top bar, and cards, tables and dialogs (antd's dark palette). */
export const DARK_GROUND = { page: '#000000', shell: '#141414', container: '#141414', elevated: '#1f1f1f' } as const;

/**
 * Texts of the dark theme: antd's dark placeholders and disabled texts (25% white) read below 4.5:1 on its
 * grounds, and its error red at 4.1:1; the same readings as READABLE_TEXT, in white.
 */
const READABLE_DARK_TEXT = {
  colorTextSecondary: 'rgba(255, 255, 255, 0.72)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
  colorTextDescription: 'rgba(255, 255, 255, 0.65)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
  colorTextQuaternary: 'rgba(255, 255, 255, 0.55)',
  colorTextDisabled: 'rgba(255, 255, 255, 0.55)',
  colorError: '#ff7875',
  colorErrorHover: '#ff9c99',
  colorErrorActive: '#ff7875',
} as const;

/**
 * The link colour is a seed token: antd's dark algorithm darkens it (the 6th shade of its dark palette) and an
 * override cannot replace it. The seed is the colour lightened until the shade antd derives from it reads on
 * `ground`.
 */
function darkLinkSeed(color: string, ground: string, min: number): string {
  for (let mix = 0; mix <= 1; mix += 0.04) {
    const seed = readableShade(color, ground, 1 + mix * 20);
    const derived = antdTheme.getDesignToken({ algorithm: antdTheme.darkAlgorithm, token: { colorLink: seed } }).colorLink;
    if (contrastRatio(derived, ground) >= min) return seed;
  }
  return '#ffffff';
}

/**
 * 暗黑 (docs/product.md#the-admin-shell): antd's dark algorithm with the theme colour kept where white text lies on it
 * (buttons, the selected menu item) and lightened where it is text on the dark grounds (links, selected
 * texts), as much as contrast needs and no more.
 */
const dark = (color: string): ThemeConfig['token'] => {
  const text = readableShade(color, DARK_GROUND.elevated, 4.8);
  return {
    colorPrimary: solidShade(color),
    colorPrimaryHover: solidShade(color),
    colorPrimaryActive: readableShade(color, '#ffffff', 7),
    colorLink: darkLinkSeed(color, DARK_GROUND.elevated, 4.8),
    colorLinkHover: text,
    colorLinkActive: text,
    colorPrimaryText: text,
    colorPrimaryTextHover: text,
    colorPrimaryTextActive: text,
    colorBgLayout: DARK_GROUND.page,
    colorBgContainer: DARK_GROUND.container,
    colorBgElevated: DARK_GROUND.elevated,
    ...READABLE_DARK_TEXT,
    borderRadius: 6,
    fontFamily: FONT,
  };
};

export const THEMES: ShellTheme[] = [
  {
    name: 'default',
    label: '默认',
    darkMenu: true,
    swatch: ['#001529', '#ffffff', '#f0f2f5'],
    config: (color) => ({
      token: base(color),
      components: {
        Layout: { headerBg: '#ffffff', siderBg: '#001529', bodyBg: '#f0f2f5', headerHeight: 56, headerPadding: '0 16px' },
        Menu: { darkItemBg: '#001529', darkSubMenuItemBg: '#000c17', darkItemSelectedBg: solidShade(color) },
      },
    }),
  },
  {
    name: 'theme-white',
    label: '白色',
    darkMenu: false,
    swatch: ['#ffffff', '#ffffff', '#f5f7fa'],
    config: (color) => ({
      token: base(color, { colorBgLayout: '#f5f7fa' }),
      components: {
        Layout: { headerBg: '#ffffff', siderBg: '#ffffff', lightSiderBg: '#ffffff', bodyBg: '#f5f7fa', headerHeight: 56, headerPadding: '0 16px' },
        Menu: { itemBg: '#ffffff', subMenuItemBg: '#fafafa', itemSelectedColor: readableShade(color) },
      },
    }),
  },
  {
    name: 'theme-star',
    label: '炫彩',
    darkMenu: true,
    swatch: ['#1b1f3a', '#2b2f77', '#eef0fb'],
    config: (color) => ({
      token: base(color, { borderRadius: 10, colorBgLayout: '#eef0fb' }),
      components: {
        Layout: { headerBg: 'transparent', siderBg: 'transparent', bodyBg: '#eef0fb', headerHeight: 56, headerPadding: '0 16px' },
        Menu: { darkItemBg: 'transparent', darkSubMenuItemBg: 'rgba(0,0,0,0.18)', darkItemSelectedBg: 'rgba(255,255,255,0.2)' },
      },
    }),
  },
  {
    name: 'theme-iview',
    label: 'iview主题',
    darkMenu: true,
    swatch: ['#515a6e', '#ffffff', '#f5f7f9'],
    config: (color) => ({
      token: base(color, { borderRadius: 4, colorBgLayout: '#f5f7f9', colorText: '#515a6e' }),
      components: {
        Layout: { headerBg: '#ffffff', siderBg: '#515a6e', bodyBg: '#f5f7f9', headerHeight: 60, headerPadding: '0 20px' },
        Menu: { darkItemBg: '#515a6e', darkSubMenuItemBg: '#363e4f', darkItemColor: 'rgba(255, 255, 255, 0.88)', darkItemSelectedBg: '#363e4f', darkItemSelectedColor: '#ffffff' },
      },
    }),
  },
  {
    name: 'theme-d2',
    label: 'd2主题',
    darkMenu: false,
    swatch: ['#ebf1f6', '#ebf1f6', '#ffffff'],
    config: (color) => ({
      token: base(color, { borderRadius: 4, colorBgLayout: '#ebf1f6' }),
      components: {
        Layout: { headerBg: '#ebf1f6', siderBg: '#ebf1f6', lightSiderBg: '#ebf1f6', bodyBg: '#ebf1f6', headerHeight: 60, headerPadding: '0 20px' },
        Menu: { itemBg: 'transparent', subMenuItemBg: 'transparent', itemSelectedBg: '#ffffff', itemSelectedColor: readableShade(color) },
      },
    }),
  },
  {
    name: 'theme-hey',
    label: 'hey主题',
    darkMenu: true,
    swatch: ['#232b38', '#3a4456', '#f3f5f8'],
    config: (color) => ({
      token: base(color, { borderRadius: 2, colorBgLayout: '#f3f5f8' }),
      components: {
        Layout: { headerBg: '#3a4456', siderBg: '#232b38', bodyBg: '#f3f5f8', headerHeight: 52, headerPadding: '0 16px' },
        Menu: { darkItemBg: '#232b38', darkSubMenuItemBg: '#1b212b', darkItemSelectedBg: '#1b212b', darkItemSelectedColor: readableShade(color, '#1b212b') },
      },
    }),
  },
  {
    name: 'theme-dark',
    label: '暗黑',
    darkMenu: true,
    dark: true,
    swatch: [DARK_GROUND.shell, DARK_GROUND.shell, DARK_GROUND.page],
    config: (color) => ({
      token: dark(color),
      components: {
        Layout: { headerBg: DARK_GROUND.shell, siderBg: DARK_GROUND.shell, bodyBg: DARK_GROUND.page, headerHeight: 56, headerPadding: '0 16px' },
        Menu: {
          darkItemBg: DARK_GROUND.shell,
          darkSubMenuItemBg: DARK_GROUND.page,
          darkPopupBg: DARK_GROUND.elevated,
          darkItemSelectedBg: solidShade(color),
          horizontalItemSelectedColor: readableShade(color, DARK_GROUND.shell, 4.8),
          horizontalItemHoverColor: readableShade(color, DARK_GROUND.shell, 4.8),
          subMenuItemSelectedColor: readableShade(color, DARK_GROUND.shell, 4.8),
        },
        Select: { multipleItemColorDisabled: READABLE_DARK_TEXT.colorTextSecondary },
        // The active tab's label is the colour as text (antd takes the fill shade): lightened to read.
        Tabs: {
          itemSelectedColor: readableShade(color, DARK_GROUND.elevated, 4.8),
          itemActiveColor: readableShade(color, DARK_GROUND.elevated, 4.8),
          itemHoverColor: readableShade(color, DARK_GROUND.elevated, 4.8),
        },
      },
    }),
  },
];

export const themeByName = (name: string | undefined): ShellTheme => THEMES.find((t) => t.name === name) ?? THEMES[0];

export const isColor = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);

/** The antd configuration of a theme and colour. */
export function themeConfig(name: string | undefined, color: string | undefined): ThemeConfig {
  const t = themeByName(name);
  const chosen = isColor(color) ? color : DEFAULT_COLOR;
  const config = t.config(chosen);
  // The module menu of the top bar marks its active item with the colour as text, and a light side menu the
  // folder of the open page: a shade that reads (the colour itself read at 4.2:1 on the d2 theme's ground).
  const text = readableShade(chosen);
  const Menu = { horizontalItemSelectedColor: text, horizontalItemHoverColor: text, subMenuItemSelectedColor: text, ...config.components?.Menu };
  // The chosen values of a read-only multiple select (a detail page) on their grey chips: a text that reads
  // there (the disabled grey read at 3.8:1, and axe cannot see that the chip belongs to a disabled control).
  const Select = { multipleItemColorDisabled: READABLE_TEXT.colorTextSecondary, ...config.components?.Select };
  return { ...config, components: { ...config.components, Menu, Select }, algorithm: t.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm };
}
