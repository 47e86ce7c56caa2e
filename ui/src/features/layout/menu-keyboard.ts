import type { KeyboardEvent } from 'react';

/**
 * Where focus goes in a menu of `count` items when `key` is pressed on item `current` (-1 for none):
 * the arrows move one item and wrap round, Home and End go to the ends (WAI-ARIA's menu pattern).
 * Undefined for any other key, which the menu leaves alone.
 */
export function menuItemAfter(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The items of the menu (or popover) `root` that can take focus, in order. */
export function menuItemsOf(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')];
}

/** A Menu's onKeyDown: arrow keys, Home and End move focus between its items (Blueprint's Menu has none). */
export function moveFocusInMenu(event: KeyboardEvent<HTMLElement>): void {
  const items = menuItemsOf(event.currentTarget);
  const next = menuItemAfter(event.key, items.indexOf(document.activeElement as HTMLElement), items.length);
  if (next === undefined) return;
  event.preventDefault();
  items[next]!.focus();
}
