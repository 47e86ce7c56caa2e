import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** How long a new screen may take to show its heading (a lazy chunk, then its data) before we stop waiting. */
const HEADING_WAIT_MS = 5000;

/** Whether a screen has been shown yet in this visit (the layouts change on signing in, the visit does not). */
let visitStarted = false;

/**
 * What a page load does, on a move to another screen: the new screen starts at its top (unless the
 * link points into it, /me#subscription-plans-section), and focus moves to its main heading, so a
 * screen reader announces where the user is and Tab starts from there. Without it, focus stays on the
 * link that was followed, or falls to the page when that link's screen is gone (a card's Details).
 * The first screen of a visit keeps the browser's own start, where the skip link is the first stop.
 */
export function useScreenChange(): void {
  const [location] = useLocation();
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollTo, which React would take for a cleanup.
    if (!window.location.hash) {
      window.scrollTo(0, 0);
    }
    if (!visitStarted) {
      visitStarted = true;
      return undefined;
    }
    return focusMainHeadingWhenShown();
  }, [location]);
}

/** Focuses #main's shown h1 once it is there, unless focus has moved on meanwhile; returns a cancel. */
function focusMainHeadingWhenShown(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => undefined;
  // What had focus as the move happened: the link or button followed, or the page when it is gone.
  const followed = document.activeElement;
  // The new screen, already shown, put focus on something of its own (a form's first field, its
  // results' heading): that is where it belongs.
  const placed = followed instanceof HTMLElement && followed !== main && main.contains(followed) && !followed.matches('a[href]');
  if (placed && followed.getClientRects().length > 0) return () => undefined;
  let focused: HTMLElement | null = null;
  /** Focuses the shown h1 while focus is still where the move left it; false once there is nothing more to do. */
  const tryFocus = (): boolean => {
    const active = document.activeElement;
    const left = active === null || active === document.body;
    if (focused) {
      // Still on the heading: keep watching, as the screen may yet replace it (the old film's, on a
      // move from one film to the next, gives way to the new one's once it has loaded).
      if (active === focused) return true;
      const gone = !focused.isConnected || focused.getClientRects().length === 0;
      if (!(left && gone)) return false;
    } else if (!(left || active === followed)) {
      // Focus went somewhere since (the new screen's own search box, the header search the user
      // clicked): leave it there.
      return false;
    }
    // The shown one: while the new screen's code loads, React keeps the old screen in the page, hidden.
    const heading = [...main.querySelectorAll<HTMLElement>('h1')].find((candidate) => candidate.getClientRects().length > 0);
    if (!heading) return true;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    focused = heading;
    return true;
  };
  if (!tryFocus()) return () => undefined;
  // The screen's heading can come later (its code, then its data) or be replaced: watch for a while.
  const observer = new MutationObserver(() => {
    if (!tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden', 'class'] });
  return stop;
}
