import { expect } from 'chai';
import type { Decider } from '../pipeline/decider';
import { emailKey, emailReservationDecider, EMAIL_TAKEN, usernameKey, usernameReservationDecider, USERNAME_TAKEN, type ReservationCommand, type ReservationState } from './reservations';

const now = new Date();

describe('e-mail and username reservations', () => {
  const reserved = <E extends { type: string; data: unknown }>(decider: Decider<ReservationCommand, ReservationState, E>, userId: string) =>
    decider.decide({ type: 'Reserve', userId }, decider.initialState(), { now }).reduce(decider.evolve, decider.initialState());

  it('treats e-mails and usernames alike whatever their letter case', () => {
    expect(emailKey(' Asha@Example.COM ')).to.equal(emailKey('asha@example.com'));
    expect(usernameKey('Asha')).to.equal(usernameKey('aSHA'));
    expect(emailKey('asha@example.com')).to.match(/^[0-9a-f]{64}$/).and.not.include('asha');
  });

  it('refuses a taken e-mail or username with the words the signup form shows', () => {
    expect(() => emailReservationDecider.decide({ type: 'Reserve', userId: 'u2' }, reserved(emailReservationDecider, 'u1'), { now })).to.throw(EMAIL_TAKEN);
    expect(() => usernameReservationDecider.decide({ type: 'Reserve', userId: 'u2' }, reserved(usernameReservationDecider, 'u1'), { now })).to.throw(USERNAME_TAKEN);
  });

  it("lets the owner reserve again, and only the owner release it", () => {
    const state = reserved(emailReservationDecider, 'u1');
    expect(emailReservationDecider.decide({ type: 'Reserve', userId: 'u1' }, state, { now })).to.deep.equal([]);
    expect(emailReservationDecider.decide({ type: 'Release', userId: 'u2' }, state, { now })).to.deep.equal([]);
    const released = emailReservationDecider
      .decide({ type: 'Release', userId: 'u1' }, state, { now })
      .reduce(emailReservationDecider.evolve, state);
    expect(released.owner).to.equal(null);
    expect(emailReservationDecider.decide({ type: 'Reserve', userId: 'u2' }, released, { now })).to.deep.equal([{ type: 'EmailReserved', data: { userId: 'u2' } }]);
  });

  it("gives a name whose signup was abandoned to the next signup at once, and to no one else's claim", () => {
    const state = reserved(usernameReservationDecider, 'u1');
    expect(usernameReservationDecider.decide({ type: 'Reserve', userId: 'u2', replacing: 'u1' }, state, { now })).to.deep.equal([{ type: 'UsernameReserved', data: { userId: 'u2' } }]);
    const takenOver = usernameReservationDecider.decide({ type: 'Reserve', userId: 'u2', replacing: 'u1' }, state, { now }).reduce(usernameReservationDecider.evolve, state);
    expect(() => usernameReservationDecider.decide({ type: 'Reserve', userId: 'u3', replacing: 'u1' }, takenOver, { now })).to.throw(USERNAME_TAKEN);
    expect(usernameReservationDecider.decide({ type: 'Release', userId: 'u1' }, takenOver, { now })).to.deep.equal([]);
  });
});
