/**
 * The attribute that hides a kept-alive page behind another tab (shell.css: content-visibility). An attribute of
 * its own, not a class: antd's reset rules match `[class^="ant-…"] [class^="ant-…"]`, so any change of a page
 * box's class attribute made Chromium recalculate the style of every element inside it, on each tab switch.
 */
export const HIDDEN_ATTRIBUTE = 'data-keep-alive-hidden';

/** Whether a page's box is the one on screen (not a kept-alive page behind another tab, nor one set aside). */
export const isPageOnScreen = (el: HTMLElement) => el.style.display !== 'none' && !el.hasAttribute(HIDDEN_ATTRIBUTE);
