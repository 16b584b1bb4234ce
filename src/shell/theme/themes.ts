import type { ThemeConfig } from 'antd';
import { theme as antdTheme } from 'antd';
import { readableShade, solidShade } from './contrast';

/**
 * SPEC.md sections 2 and 9: six themes and eight colour presets, red #e60012 by default. A theme is a
 * class on <body> (the shell's own CSS) plus an antd token set; the colour is the primary colour.
 */
export const DEFAULT_COLOR = '#e60012';
export const COLOR_PRESETS = ['#e60012', '#1677ff', '#2f54eb', '#13c2c2', '#52c41a', '#faad14', '#fa541c', '#722ed1'] as const;

export type ThemeName = 'default' | 'theme-white' | 'theme-star' | 'theme-iview' | 'theme-d2' | 'theme-hey';

export interface ShellTheme {
  name: ThemeName;
  /** The SPEC.md label (zh; the en locale translates it). */
  label: string;
  /** Whether the side menu is dark. */
  darkMenu: boolean;
  /** Preview swatches: sider, header, page. */
  swatch: [string, string, string];
  config: (color: string) => ThemeConfig;
}

const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

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
  return { ...config, components: { ...config.components, Menu, Select }, algorithm: antdTheme.defaultAlgorithm };
}
