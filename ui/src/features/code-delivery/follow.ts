import {
  CODE_DELIVERY_MESSAGES,
  codeDeliveryViewOf,
  DELIVERY_ID_FORMAT,
  type CodeDeliveryStatus,
} from '@more-ai/contracts/api/code-delivery';
import type { UnknownAction } from 'redux';
import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, put, take } from 'redux-saga/effects';
import { api } from '../../api/client';
import type { ActionDefinition } from '../../app/actions';

/**
 * What a screen waiting for a one-time code knows of the mail carrying it, as
 * GET /api/auth/code-delivery/{deliveryId} last told it (`message` is the server's, for the person).
 */
export interface CodeDelivery {
  readonly deliveryId: string;
  readonly status: CodeDeliveryStatus;
  readonly message: string;
}

/** How often the screen asks while the mail is on its way. */
export const DELIVERY_POLL_MS = 2_000;
/** 90 asks 2 s apart: about three minutes, past the mail outbox's two minutes of tries. */
export const DELIVERY_MAX_POLLS = 90;

/** A code just asked for: its mail is on its way. */
export function codeOnItsWay(deliveryId: string): CodeDelivery {
  return { deliveryId, status: 'sending', message: CODE_DELIVERY_MESSAGES.sending };
}

/** The delivery as the server last told it; news of a code the screen no longer shows changes nothing. */
export function deliveryTold(shown: CodeDelivery | null, told: CodeDelivery): CodeDelivery | null {
  return shown?.deliveryId === told.deliveryId ? told : shown;
}

/** A delivery id as the server hands them out; anything else (a hand-edited history state) is none. */
export function deliveryIdOf(value: unknown): string | undefined {
  return typeof value === 'string' && DELIVERY_ID_FORMAT.test(value) ? value : undefined;
}

/**
 * Asks every 2 s what became of the code's mail and reports each answer with `told`, while it is
 * 'sending' or 'delayed'; stops at 'sent', 'failed' or 'replaced', or after about three minutes.
 * The first ask waits too: the server learns of a resent code just after answering for it.
 */
export function* followCodeDelivery(deliveryId: string, told: (delivery: CodeDelivery) => UnknownAction) {
  for (let poll = 0; poll < DELIVERY_MAX_POLLS; poll += 1) {
    yield delay(DELIVERY_POLL_MS);
    let answer: unknown;
    try {
      answer = yield call(api.plain.get, `/auth/code-delivery/${encodeURIComponent(deliveryId)}`);
    } catch {
      // A network failure or an outage says nothing of the mail: ask again at the next tick, silently.
      continue;
    }
    // The client does not check answers; one that is not a delivery's (a proxy's page) is no news.
    const view = codeDeliveryViewOf(answer);
    if (!view) continue;
    yield put(told({ deliveryId, ...view }));
    if (view.status !== 'sending' && view.status !== 'delayed') return;
  }
}

/** An action that says a newer code was asked for, the delivery id of its mail in the payload. */
type CodeAsked = Pick<ActionDefinition<string, { readonly deliveryId?: string | undefined }>, 'type' | 'match'>;

export interface CodesOfScreen {
  /** The code the screen opened with, when it names one. */
  readonly first?: string | undefined;
  readonly asked: CodeAsked;
  /** Actions after which the screen shows no code any more (e.g. back to the e-mail step). */
  readonly dropped?: readonly string[];
  readonly told: (delivery: CodeDelivery) => UnknownAction;
}

/**
 * Follows the mail of the screen's code, and of each newer code once asked for: only the newest,
 * since a newer code replaces the older. Runs until cancelled, i.e. until the screen is left.
 */
export function* followCodesAsked({ first, asked, dropped = [], told }: CodesOfScreen) {
  let following: Task | undefined;
  if (first) following = yield fork(followCodeDelivery, first, told);
  for (;;) {
    const action: UnknownAction = yield take([asked.type, ...dropped]);
    if (following) yield cancel(following);
    following = undefined;
    const deliveryId = asked.match(action) ? action.payload.deliveryId : undefined;
    if (deliveryId) following = yield fork(followCodeDelivery, deliveryId, told);
  }
}
