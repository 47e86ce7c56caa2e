import { useEffect, useState } from 'react';
import { useStartOnChange } from '../../app/hooks';

/**
 * Seconds left of a wait that starts when the screen opens and again whenever `restartKey` changes
 * (SPEC §4: the resend wait restarts at 60 after every new code).
 */
export function useCountdown(seconds: number, restartKey: unknown): number {
  const [left, setLeft] = useState(seconds);
  useStartOnChange(restartKey, () => setLeft(seconds));

  useEffect(() => {
    // Counted from a deadline rather than by ticks, so a throttled background tab stays accurate.
    const deadline = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);

  return left;
}
