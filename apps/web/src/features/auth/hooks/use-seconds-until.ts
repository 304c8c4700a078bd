import { useEffect, useState } from 'react';

const secondsUntil = (moment: Date | null) =>
  moment ? Math.max(0, Math.ceil((moment.getTime() - Date.now()) / 1000)) : 0;

/** Whole seconds left until `moment` (0 once it has passed or when there is none), ticking every second. */
export function useSecondsUntil(moment: Date | null): number {
  const [left, setLeft] = useState(() => secondsUntil(moment));
  useEffect(() => {
    setLeft(secondsUntil(moment));
    if (!moment) return;
    const timer = setInterval(() => {
      const next = secondsUntil(moment);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [moment]);
  return left;
}
