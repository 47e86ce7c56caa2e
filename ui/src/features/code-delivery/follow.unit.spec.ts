import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, put, take } from 'redux-saga/effects';
import { api, ApiRequestFailed } from '../../api/client';
import { defineAction } from '../../app/actions';
import { story } from '../../app/saga-testing';
import {
  codeOnItsWay,
  deliveryIdOf,
  deliveryTold,
  DELIVERY_MAX_POLLS,
  DELIVERY_POLL_MS,
  followCodeDelivery,
  followCodesAsked,
  type CodeDelivery,
} from './follow';

const told = defineAction<CodeDelivery>()('test/codeDeliveryTold');
const asked = defineAction<{ deliveryId?: string | undefined }>()('test/codeAsked');
const stepBack = defineAction()('test/stepBack');

const FIRST = 'AAAAAAAAAAAAAAAAAAAAAA';
const NEWER = 'BBBBBBBBBBBBBBBBBBBBBB';
// What fork hands back, as far as the saga uses it: something to cancel later.
const runningTask = (name: string) => ({ name }) as unknown as Task;
const ask = (deliveryId: string) => call(api.plain.get, `/auth/code-delivery/${deliveryId}`);
const delayed = { status: 'delayed', message: "Your code is taking longer than usual to send. We'll keep trying." } as const;
const failed = { status: 'failed', message: 'We could not send your code. Please use Resend Code to get a new one.' } as const;

describe("Following a code's mail (verify and reset screens)", () => {
  it('asks every 2 s and shows each answer while the mail is on its way; stops once it failed', () => {
    const saga = story(followCodeDelivery(FIRST, told));
    expect(saga.next().value).to.deep.equal(delay(DELIVERY_POLL_MS));
    expect(saga.next().value).to.deep.equal(ask(FIRST));
    expect(saga.next({ status: 'sending', message: 'Sending your code…' }).value).to.deep.equal(
      put(told({ deliveryId: FIRST, status: 'sending', message: 'Sending your code…' })),
    );
    expect(saga.next().value).to.deep.equal(delay(DELIVERY_POLL_MS));
    saga.next();
    expect(saga.next(delayed).value).to.deep.equal(put(told({ deliveryId: FIRST, ...delayed })));
    expect(saga.next().value).to.deep.equal(delay(DELIVERY_POLL_MS));
    saga.next();
    expect(saga.next(failed).value).to.deep.equal(put(told({ deliveryId: FIRST, ...failed })));
    expect(saga.next().done).to.equal(true);
  });

  it('stops once the mail was sent or a newer code replaced it', () => {
    for (const status of ['sent', 'replaced'] as const) {
      const saga = story(followCodeDelivery(FIRST, told));
      saga.next();
      saga.next();
      expect(saga.next({ status, message: 'told' }).value).to.deep.equal(put(told({ deliveryId: FIRST, status, message: 'told' })));
      expect(saga.next().done).to.equal(true, status);
    }
  });

  it('says nothing of a failed ask (network, outage) or of an answer that is no delivery, and asks again at the next tick', () => {
    const saga = story(followCodeDelivery(FIRST, told));
    saga.next();
    saga.next();
    expect(saga.throw(new TypeError('Failed to fetch')).value).to.deep.equal(delay(DELIVERY_POLL_MS));
    saga.next();
    expect(saga.throw(new ApiRequestFailed(503, undefined, undefined, undefined, 5)).value).to.deep.equal(delay(DELIVERY_POLL_MS));
    saga.next();
    expect(saga.next('<html>Bad gateway</html>').value).to.deep.equal(delay(DELIVERY_POLL_MS));
    saga.next();
    expect(saga.next({ status: 'lost', message: 'no such status' }).value).to.deep.equal(delay(DELIVERY_POLL_MS));
    saga.next();
    expect(saga.next(delayed).value).to.deep.equal(put(told({ deliveryId: FIRST, ...delayed })));
  });

  it('gives up after about three minutes of a mail still on its way', () => {
    expect(DELIVERY_MAX_POLLS * DELIVERY_POLL_MS).to.equal(180_000);
    const saga = story(followCodeDelivery(FIRST, told));
    let asks = 0;
    for (let step = saga.next(); !step.done;) {
      const effect = step.value;
      if (JSON.stringify(effect) === JSON.stringify(ask(FIRST))) {
        asks += 1;
        step = saga.next(delayed);
      } else step = saga.next();
    }
    expect(asks).to.equal(DELIVERY_MAX_POLLS);
  });

  it('follows the first code, then only the newest once a newer one is asked for; a step back follows none', () => {
    const saga = story(followCodesAsked({ first: FIRST, asked, dropped: [stepBack.type], told }));
    expect(saga.next().value).to.deep.equal(fork(followCodeDelivery, FIRST, told));
    const firstTask = runningTask('first');
    expect(saga.next(firstTask).value).to.deep.equal(take([asked.type, stepBack.type]));
    expect(saga.next(asked({ deliveryId: NEWER })).value).to.deep.equal(cancel(firstTask));
    expect(saga.next().value).to.deep.equal(fork(followCodeDelivery, NEWER, told));
    const newerTask = runningTask('newer');
    expect(saga.next(newerTask).value).to.deep.equal(take([asked.type, stepBack.type]));
    expect(saga.next(stepBack()).value).to.deep.equal(cancel(newerTask));
    // Nothing to follow until a code is asked for again.
    expect(saga.next().value).to.deep.equal(take([asked.type, stepBack.type]));
    expect(saga.next(asked({ deliveryId: FIRST })).value).to.deep.equal(fork(followCodeDelivery, FIRST, told));
  });

  it('follows nothing for a screen opened without a code, nor for an answer that names none', () => {
    const saga = story(followCodesAsked({ asked, told }));
    expect(saga.next().value).to.deep.equal(take([asked.type]));
    expect(saga.next(asked({})).value).to.deep.equal(take([asked.type]));
  });

  it('shows news of the code on screen only: an answer about an older code changes nothing', () => {
    const shown = codeOnItsWay(NEWER);
    expect(shown).to.deep.equal({ deliveryId: NEWER, status: 'sending', message: 'Sending your code…' });
    expect(deliveryTold(shown, { deliveryId: NEWER, ...failed })).to.deep.equal({ deliveryId: NEWER, ...failed });
    expect(deliveryTold(shown, { deliveryId: FIRST, ...failed })).to.equal(shown);
    expect(deliveryTold(null, { deliveryId: FIRST, ...failed })).to.equal(null);
  });

  it('takes a delivery id from navigation state only in the form the server hands out', () => {
    expect(deliveryIdOf(FIRST)).to.equal(FIRST);
    expect(deliveryIdOf('abc')).to.equal(undefined);
    expect(deliveryIdOf('../../admin/users/AAAAAAAAAAAAA')).to.equal(undefined);
    expect(deliveryIdOf(42)).to.equal(undefined);
  });
});
