import type { Plugin } from 'vite';

/** rc-table's check of its horizontal scroll position when its rows, columns or scroll setting change. */
const SYNC_CHECK = `  React.useEffect(function () {
    // onFullTableResize will be trigger once when ResizeObserver is mounted
    // This will reduce one duplicated triggerOnScroll time
    if (mounted.current) {
      triggerOnScroll();
    }
  }, [horizonScroll, data, columns.length]);`;

/** The same check in the next animation frame, dropped if the table changes again before it. */
const FRAME_CHECK = `  React.useEffect(function () {
    if (mounted.current) {
      var frame = requestAnimationFrame(function () {
        triggerOnScroll();
      });
      return function () {
        cancelAnimationFrame(frame);
      };
    }
  }, [horizonScroll, data, columns.length]);`;

const TABLE_MODULE = /[\\/]node_modules[\\/]rc-table[\\/]es[\\/]Table\.js$/;

/**
 * rc-table's scroll check, which reads the scrolling box's widths, in the animation frame after the rows are drawn
 * instead of in React's passive effects of the commit that drew them (DESIGN.md section 10): new rows of a
 * horizontally scrolling table (every list's) arrive in one task with their effects, and the read made the
 * browser restyle and lay out every new row there, deep in React's commit, where a performance trace (Lighthouse's)
 * records the script's whole stack for each element added to the layout. In the frame the browser does that work
 * anyway; the check's outcome (the shadows at a scrolled edge) is the same, a frame later after a change of rows.
 * Scrolling and resizing check as before. The build fails if rc-table's code no longer reads as expected.
 */
export function deferTableScrollCheck(code: string): string {
  if (!code.includes(SYNC_CHECK)) throw new Error("rc-table's Table.js no longer has the scroll check this build defers (scripts/rcTableScrollCheck.ts)");
  return code.replace(SYNC_CHECK, FRAME_CHECK);
}

export function rcTableScrollCheck(): Plugin {
  return {
    name: 'atrium-rc-table-scroll-check',
    apply: 'build',
    transform(code, id) {
      return TABLE_MODULE.test(id) ? { code: deferTableScrollCheck(code), map: null } : null;
    },
  };
}
