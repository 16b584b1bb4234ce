import { useEffect, useMemo } from 'react';
import { REDUCED_MOTION_QUERY, useMedia } from '@/engine/named/media';
import type { ThemeConfig } from 'antd';
import { setStore } from '@/providers/storage';
import { useStoreValue } from '@/providers/useStoreValue';
import { readableShade, solidShade } from './contrast';
import { DARK_GROUND, DEFAULT_COLOR, isColor, themeByName, themeConfig, THEMES, type ThemeName } from './themes';

export const THEME_KEY = 'themeName';
export const COLOR_KEY = 'colorName';

export const setThemeName = (name: ThemeName) => setStore({ name: THEME_KEY, content: name });
export const setThemeColor = (color: string) => isColor(color) && setStore({ name: COLOR_KEY, content: color });

/** Whether the system asks for dark colours; read only while the user has not picked a theme. */
const usePrefersDark = () => useMedia('(prefers-color-scheme: dark)');

/**
 * The chosen theme and colour (stored, so they survive a reload), with the antd config of both. Until the user
 * picks a theme, a system set to dark colours (`prefers-color-scheme: dark`) gets the dark theme.
 */
export function useThemeChoice() {
  const stored = useStoreValue<string>(THEME_KEY);
  const prefersDark = usePrefersDark();
  const name = themeByName(stored ?? (prefersDark ? 'theme-dark' : 'default')).name;
  const storedColor = useStoreValue<string>(COLOR_KEY);
  const color = isColor(storedColor) ? storedColor : DEFAULT_COLOR;
  return { name, color };
}

/** The antd theme of the whole console; also puts the theme's class on <body> and the colour in a CSS variable. */
export function useShellTheme(): ThemeConfig {
  const { name, color } = useThemeChoice();
  useEffect(() => {
    const body = document.body;
    for (const t of THEMES) if (t.name !== 'default') body.classList.remove(t.name);
    if (name !== 'default') body.classList.add(name);
    body.dataset.theme = name;
    // The browser's own parts (scroll bars, form autofill) follow a dark theme too.
    document.documentElement.style.colorScheme = themeByName(name).dark ? 'dark' : 'light';
    body.style.setProperty('--shell-primary', solidShade(color));
    // The colour as small text, in a shade that reads on white, or on the dark theme's grounds (theme/contrast.ts).
    body.style.setProperty('--shell-primary-text', themeByName(name).dark ? readableShade(color, DARK_GROUND.elevated, 4.8) : readableShade(color));
  }, [name, color]);
  // A system that asks for less motion gets none from antd (its dialogs, drawers, menus and waves).
  const reducedMotion = useMedia(REDUCED_MOTION_QUERY);
  return useMemo(() => {
    const config = themeConfig(name, color);
    return reducedMotion ? { ...config, token: { ...config.token, motion: false } } : config;
  }, [name, color, reducedMotion]);
}
