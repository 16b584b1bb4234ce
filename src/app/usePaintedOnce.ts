import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the first frame after the component mounted, then true (DESIGN.md
 * section 10): a part that measures itself when it mounts (antd's tab bar) can mount after that paint, when the
 * browser has already worked out the styles and layout of everything committed with it, instead of making the
 * browser do that at once, inside React's commit, for the whole screen. requestAnimationFrame runs just before
 * the frame is drawn; a timer set there runs after it.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
