import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a code may be sent again; `start` begins a new wait. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.floor(seconds))), []);
  return { left, running: left > 0, start };
}
