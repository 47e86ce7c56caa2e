import './toaster.css';
import { Intent, OverlayToaster, Position, type IconName, type Toaster } from '@blueprintjs/core';
import type { Notification, NotificationType } from './slice';

/** SPEC §4: toasts auto-hide after 6 seconds. */
export const TOAST_TIMEOUT_MS = 6000;

const look: Record<NotificationType, { intent: Intent; icon: IconName }> = {
  info: { intent: Intent.PRIMARY, icon: 'info-sign' },
  success: { intent: Intent.SUCCESS, icon: 'tick-circle' },
  error: { intent: Intent.DANGER, icon: 'error' },
};

/** The toaster's container, placed by toaster.css. */
export const TOASTER_CLASS = 'app-toaster';

let toaster: Promise<Toaster> | undefined;

/**
 * One toaster for the page, top centre under the header (toaster.css), created on the first
 * notification: a toast never covers the header's links and menus.
 */
function pageToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4, className: TOASTER_CLASS });
  return toaster;
}

/** Shows the toast (closable, auto-hiding) and settles when it is gone, however it went. */
export async function showToastUntilDismissed(notification: Notification): Promise<void> {
  const page = await pageToaster();
  await new Promise<void>((resolve) => {
    page.show(
      {
        message: notification.message,
        ...look[notification.type],
        timeout: notification.timeoutMs ?? TOAST_TIMEOUT_MS,
        isCloseButtonShown: true,
        onDismiss: () => resolve(),
      },
      String(notification.id),
    );
  });
}
