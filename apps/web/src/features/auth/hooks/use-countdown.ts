import { useEffect, useState } from 'react';

/** Seconds left of a countdown that starts when `running` turns true; calls `onDone` at zero. */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [running, left, onDone]);
  return left;
}
