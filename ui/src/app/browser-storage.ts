/**
 * The browser storage keys the product uses (SPEC §3). Storage can be unavailable (privacy modes,
 * quota): reads then answer null and writes are dropped, so the app still runs, just without memory.
 */
export const StorageKey = {
  user: 'user',
  csrfToken: 'csrfToken',
  themeMode: 'themeMode',
  primaryColor: 'primaryColor',
} as const;

export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

export function readStored(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not remembering a preference is better than failing the action that set it.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // See writeStored.
  }
}
