import { expect } from 'chai';
import type { EmailReservationEvent, UsernameReservationEvent } from '@more-ai/events/catalog/index';
import { Conflict } from '@more-ai/platform';
import { deciderSpec } from '@more-ai/testing/decider-spec';
import { emailKey, emailReservationDecider, EMAIL_TAKEN, usernameKey, usernameReservationDecider, USERNAME_TAKEN } from './reservations';

const now = new Date('2026-01-01T00:00:00Z');
const emails = deciderSpec(emailReservationDecider, { now });
const usernames = deciderSpec(usernameReservationDecider, { now });
const emailReserved = (userId: string): EmailReservationEvent => ({ type: 'EmailReserved', data: { userId } });
const emailReleased = (userId: string): EmailReservationEvent => ({ type: 'EmailReleased', data: { userId } });
const usernameReserved = (userId: string): UsernameReservationEvent => ({ type: 'UsernameReserved', data: { userId } });

describe('e-mail and username reservations', () => {
  it('treats e-mails and usernames alike whatever their letter case', () => {
    expect(emailKey(' Asha@Example.COM ')).to.equal(emailKey('asha@example.com'));
    expect(usernameKey('Asha')).to.equal(usernameKey('aSHA'));
    expect(emailKey('asha@example.com'))
      .to.match(/^[0-9a-f]{64}$/)
      .and.not.include('asha');
  });

  it('reserves a free e-mail or username for the signup that asks first', () => {
    emails
      .given([])
      .when({ type: 'Reserve', userId: 'u1' })
      .then([emailReserved('u1')]);
    usernames
      .given([])
      .when({ type: 'Reserve', userId: 'u1' })
      .then([usernameReserved('u1')]);
  });

  it('refuses a taken e-mail or username with the words the signup form shows', () => {
    emails
      .given([emailReserved('u1')])
      .when({ type: 'Reserve', userId: 'u2' })
      .thenThrows(Conflict, EMAIL_TAKEN, 'EMAIL_TAKEN');
    usernames
      .given([usernameReserved('u1')])
      .when({ type: 'Reserve', userId: 'u2' })
      .thenThrows(Conflict, USERNAME_TAKEN, 'USERNAME_TAKEN');
  });

  it('lets the owner reserve again, and only the owner release it', () => {
    emails
      .given([emailReserved('u1')])
      .when({ type: 'Reserve', userId: 'u1' })
      .then([]);
    emails
      .given([emailReserved('u1')])
      .when({ type: 'Release', userId: 'u2' })
      .then([]);
    emails
      .given([emailReserved('u1')])
      .when({ type: 'Release', userId: 'u1' })
      .then([emailReleased('u1')]);
    emails
      .given([emailReserved('u1'), emailReleased('u1')])
      .when({ type: 'Reserve', userId: 'u2' })
      .then([emailReserved('u2')]);
  });

  it("gives a name whose signup was abandoned to the next signup at once, and to no one else's claim", () => {
    usernames
      .given([usernameReserved('u1')])
      .when({ type: 'Reserve', userId: 'u2', replacing: 'u1' })
      .then([usernameReserved('u2')]);
    const takenOver = [usernameReserved('u1'), usernameReserved('u2')];
    usernames
      .given(takenOver)
      .when({ type: 'Reserve', userId: 'u3', replacing: 'u1' })
      .thenThrows(Conflict, USERNAME_TAKEN, 'USERNAME_TAKEN');
    usernames.given(takenOver).when({ type: 'Release', userId: 'u1' }).then([]);
  });
});
