/** The browser's share and clipboard features, so the sagas that use them stay plain steps. */

export function pageOrigin(): string {
  return window.location.origin;
}

export function canShareNatively(data: ShareData): boolean {
  if (typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
}

export function shareNatively(data: ShareData): Promise<void> {
  return navigator.share(data);
}

/** The user closed the share sheet: not a failure, and no reason to copy instead (SPEC §2). */
export function isShareAborted(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Puts text on the clipboard. The Clipboard API exists only in secure contexts; a plain-http
 * deployment still gets the old copy command.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy');
  } finally {
    field.remove();
  }
}
