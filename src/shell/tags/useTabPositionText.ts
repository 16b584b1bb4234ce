import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** rc-tabs' own words for a keyboard-focused tab's place ('Tab 2 of 5'), built in English whatever the language. */
const ENGLISH_POSITION = /^Tab (\d+) of (\d+)$/;

/**
 * When a tab has the keyboard's focus, rc-tabs announces its place in a polite live region, in English and
 * through no prop or locale: the tab bar says it again in the console's language ('第 2 个标签，共 5 个'). Only
 * the tab bar is watched; React rewrites the text when the place changes, and it is said again then.
 */
export function useTabPositionText(bar: RefObject<HTMLElement | null>) {
  const { t } = useTranslation();
  useEffect(() => {
    const root = bar.current;
    if (!root) return;
    const repair = () => {
      for (const live of root.querySelectorAll('.ant-tabs-tab-btn > [aria-live="polite"]')) {
        const place = ENGLISH_POSITION.exec(live.textContent ?? '');
        if (!place) continue;
        const said = t('tags.position', { position: Number(place[1]), count: Number(place[2]) });
        // In English the words are the same: writing them again would wake the observer for ever.
        if (said !== live.textContent) live.textContent = said;
      }
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [bar, t]);
}
