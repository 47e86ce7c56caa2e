import type { UnknownAction } from 'redux';
import { defineAction } from '../../app/actions';

export type NotificationType = 'info' | 'success' | 'error';

export interface Notification {
  readonly id: number;
  readonly message: string;
  readonly type: NotificationType;
  /** How long the toast stays, when a screen's SPEC line says other than the general 6 seconds. */
  readonly timeoutMs?: number;
}

export interface NotificationsState {
  /** Toasts on screen, oldest first. */
  readonly open: readonly Notification[];
}

const initialState: NotificationsState = { open: [] };

export const notificationShown = defineAction<Notification>()('notifications/shown');
export const notificationClosed = defineAction<number>()('notifications/closed');

let lastId = 0;

/** Tells the user something in a toast; type is info unless said otherwise (SPEC §3). */
export function notify(message: string, type: NotificationType = 'info', timeoutMs?: number) {
  lastId += 1;
  return notificationShown(timeoutMs === undefined ? { id: lastId, message, type } : { id: lastId, message, type, timeoutMs });
}

export function notificationsReducer(state: NotificationsState = initialState, action: UnknownAction): NotificationsState {
  if (notificationShown.match(action)) return { open: [...state.open, action.payload] };
  if (notificationClosed.match(action)) return { open: state.open.filter((n) => n.id !== action.payload) };
  return state;
}
