import { useEffect, useMemo } from 'react';
import type { ThemeConfig } from 'antd';
import { setStore } from '@/providers/storage';
import { useStoreValue } from '@/providers/useStoreValue';
import { readableShade, solidShade } from './contrast';
import { DEFAULT_COLOR, isColor, themeByName, themeConfig, THEMES, type ThemeName } from './themes';

export const THEME_KEY = 'themeName';
export const COLOR_KEY = 'colorName';

export const setThemeName = (name: ThemeName) => setStore({ name: THEME_KEY, content: name });
export const setThemeColor = (color: string) => isColor(color) && setStore({ name: COLOR_KEY, content: color });

/** The chosen theme and colour (stored, so they survive a reload), with the antd config of both. */
export function useThemeChoice() {
  const name = themeByName(useStoreValue<string>(THEME_KEY)).name;
  const stored = useStoreValue<string>(COLOR_KEY);
  const color = isColor(stored) ? stored : DEFAULT_COLOR;
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
    body.style.setProperty('--shell-primary', solidShade(color));
    // The colour as small text, in a shade that reads on white (theme/contrast.ts).
    body.style.setProperty('--shell-primary-text', readableShade(color));
  }, [name, color]);
  return useMemo(() => themeConfig(name, color), [name, color]);
}
