import { expect } from 'chai';
import { describe, it } from 'mocha';
import { credentialsSet } from '../features/auth/slice';
import { themeToggled } from '../features/theme/slice';
import { hydrationState, prerenderState } from './prerender-state';
import { rootReducer } from './root-reducer';

const asha = { _id: 'u1', username: 'asha', email: 'asha@example.com', role: 'user', subscriptionType: 'free' } as const;

describe('the state a prerendered page is hydrated against', () => {
  it('is what the page was rendered from: a visitor signed out, the default theme, nothing loaded', () => {
    const state = prerenderState();
    expect(state.auth.isAuthenticated).to.equal(false);
    expect(state.theme).to.deep.equal({ mode: 'light', primaryColor: '#1976d2' });
    expect(state.plans.status).to.equal('idle');
  });

  it("uses the store's own objects for the parts that are the same, so nothing reading them renders again", () => {
    const current = rootReducer(undefined, { type: '@@init' });
    const hydrating = hydrationState(current);
    for (const key of Object.keys(current) as (keyof typeof current)[]) expect(hydrating[key], key).to.equal(current[key]);
  });

  it('uses what the page was rendered from where the browser remembers more: a session, a theme', () => {
    let current = rootReducer(undefined, { type: '@@init' });
    current = rootReducer(current, credentialsSet({ user: asha, csrfToken: 'token' }));
    current = rootReducer(current, themeToggled());
    const hydrating = hydrationState(current);
    expect(hydrating.auth).to.deep.equal(prerenderState().auth);
    expect(hydrating.theme.mode).to.equal('light');
    expect(hydrating.plans).to.equal(current.plans);
  });

  it('keeps a part the prerendered page has none of, such as a feature that joined the store since', () => {
    const current = { ...rootReducer(undefined, { type: '@@init' }), browse: { page: 3 } };
    expect(hydrationState(current).browse).to.equal(current.browse);
  });
});
