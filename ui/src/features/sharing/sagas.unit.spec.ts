import { expect } from 'chai';
import { describe, it } from 'mocha';
import type { UnknownAction } from 'redux';
import { call } from 'redux-saga/effects';
import { putAction, story } from '../../app/saga-testing';
import { notificationShown } from '../notifications/slice';
import { COPY_FAILED, MOVIE_LINK_COPIED, movieLinkToShare, SHARED } from './actions';
import { canShareNatively, copyText, pageOrigin, shareNatively } from './browser-sharing';
import { copyLink, shareLink } from './sagas';

const parasite = movieLinkToShare({ _id: 'm1', title: 'Parasite' });
const origin = 'https://more.example';
const told = (action: UnknownAction) => (notificationShown.match(action) ? [action.payload.message, action.payload.type] : undefined);

describe('Sharing a movie (SPEC §2, §8)', () => {
  it("copies {origin}/movie/{id} and says 'Movie link copied to clipboard!'", () => {
    const saga = story(copyLink(parasite));
    expect(saga.next().value).to.deep.equal(call(pageOrigin));
    expect(saga.next(origin).value).to.deep.equal(call(copyText, 'https://more.example/movie/m1'));
    expect(told(putAction(saga.next().value))).to.deep.equal([MOVIE_LINK_COPIED, 'success']);
  });

  it("says 'Failed to copy link' when the browser refuses", () => {
    const saga = story(copyLink(parasite));
    saga.next();
    saga.next(origin);
    expect(told(putAction(saga.throw(new DOMException('Denied', 'NotAllowedError')).value))).to.deep.equal([COPY_FAILED, 'error']);
  });

  it("opens the device's share sheet first and says 'Shared successfully'", () => {
    const saga = story(shareLink(parasite));
    saga.next();
    const data = { title: 'Parasite', url: 'https://more.example/movie/m1' };
    expect(saga.next(origin).value).to.deep.equal(call(canShareNatively, data));
    expect(saga.next(true).value).to.deep.equal(call(shareNatively, data));
    expect(told(putAction(saga.next().value))).to.deep.equal([SHARED, 'success']);
  });

  it('does nothing more when the user closes the share sheet', () => {
    const saga = story(shareLink(parasite));
    saga.next();
    saga.next(origin);
    saga.next(true);
    expect(saga.throw(new DOMException('Share canceled', 'AbortError')).done).to.equal(true);
  });

  it('copies the link instead when there is no share sheet, or it fails', () => {
    const none = story(shareLink(parasite));
    none.next();
    none.next(origin);
    expect(none.next(false).value).to.deep.equal(call(pageOrigin));
    expect(none.next(origin).value).to.deep.equal(call(copyText, 'https://more.example/movie/m1'));

    const failing = story(shareLink(parasite));
    failing.next();
    failing.next(origin);
    failing.next(true);
    expect(failing.throw(new DOMException('No share target', 'NotAllowedError')).value).to.deep.equal(call(pageOrigin));
  });
});
