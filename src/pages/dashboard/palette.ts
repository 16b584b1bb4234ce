/**
 * The charts' colours (docs/screens.md "Dashboards"): Okabe and Ito's palette, told apart by readers with any of
 * the common colour-vision deficiencies, as CSS variables the light and the dark theme each set (dashboard.css), so
 * a series keeps its hue and only its lightness follows the background. A slice is never told by colour alone:
 * the legend names it with its value and share.
 */
export const SERIES_COLOURS = 8;
export const colourOf = (index: number) => `var(--dash-c${index % SERIES_COLOURS})`;
