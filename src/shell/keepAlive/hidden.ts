/** The class that hides a kept-alive page behind another tab (shell.css: content-visibility, issue 17). */
export const HIDDEN_CLASS = 'keep-alive-hidden';

/** Whether a page's box is the one on screen (not a kept-alive page behind another tab, nor one set aside). */
export const isPageOnScreen = (el: HTMLElement) => el.style.display !== 'none' && !el.classList.contains(HIDDEN_CLASS);
