import { expect } from 'chai';
import { newUser, registerVerifiedUser } from './accounts';
import { useBrowserApp } from './harness';

describe('Landing page (browser)', () => {
  const browser = useBrowserApp('e2e_landing');

  it('shows the FREE and PRO plans from the server, with the first two FREE items not included', async () => {
    const { page } = browser;
    await page.goto(browser.url('/'));

    const free = page.locator('[data-plan="free"]');
    const pro = page.locator('[data-plan="pro"]');
    await free.waitFor();
    expect(await free.locator('.plan-card__amount').textContent()).to.equal('₹0.00');
    expect(await pro.locator('.plan-card__amount').textContent()).to.equal('₹149.00');
    expect(await pro.locator('.plan-card__period').textContent()).to.equal('per month');

    const freeItems = await free.locator('.plan-feature').evaluateAll((items) =>
      items.map((item) => ({
        included: item.getAttribute('data-included'),
        icon: item.querySelector('[data-icon]')?.getAttribute('data-icon'),
      })),
    );
    expect(freeItems.length).to.be.greaterThan(2);
    expect(freeItems.slice(0, 2)).to.deep.equal([
      { included: 'false', icon: 'cross-circle' },
      { included: 'false', icon: 'cross-circle' },
    ]);
    expect(freeItems.slice(2).every((item) => item.included === 'true' && item.icon === 'tick-circle')).to.equal(true);
    expect(await pro.locator('.plan-feature[data-included="false"]').count()).to.equal(0);

    // Signed out, the billing country is unknown: the paid card says when GST applies instead of adding it.
    expect(await pro.textContent()).to.contain('18% GST applies to billing addresses in India.');
    expect(await free.textContent()).not.to.contain('GST');
    await browser.screenshot('landing-plans');
  });

  it('has the why-choose and how-it-works sections of the spec', async () => {
    const { page } = browser;
    await page.goto(browser.url('/'));
    const why = page.getByRole('region', { name: 'Why choose MoRe AI' });
    expect(await why.getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal([
      'Natural language search',
      'Smart filters',
      'Curated watchlists',
    ]);
    const how = page.getByRole('region', { name: 'How it works' });
    expect(await how.getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal([
      'Sign up',
      'Prompt the context',
      'Get AI recommendations',
      'Watch, save & share',
    ]);
  });

  it('sends a visitor who clicks Get Started to sign up, remembering the recommendations as the way on', async () => {
    const { page } = browser;
    await page.goto(browser.url('/'));
    await page
      .getByRole('region', { name: /Describe the movie/ })
      .getByRole('link', { name: 'Get Started' })
      .click();
    await page.waitForURL('**/signup');
    expect(await page.evaluate(() => (history.state as { from?: string } | null)?.from)).to.equal('/recommendations');
  });

  it('sends a signed-in user who clicks Get Started straight to the recommendations', async () => {
    const { page } = browser;
    const user = await registerVerifiedUser(browser, newUser('landing'));
    await page.goto(browser.url('/'));
    // A returning user billed in Telangana, whose browser remembers the session.
    await page.evaluate(async ({ email, password }) => {
      const json = { 'Content-Type': 'application/json' };
      const login = await (
        await fetch('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ email, password }) })
      ).json();
      const billing = await fetch('/api/auth/update-billing-info', {
        method: 'POST',
        headers: { ...json, 'X-XSRF-TOKEN': login.csrfToken },
        body: JSON.stringify({ countryId: 'IN', stateId: 'IN-TG' }),
      });
      const position = billing.headers.get('X-Event-Position') ?? '';
      const me = await (await fetch('/api/auth/me', { headers: { 'X-Min-Position': position } })).json();
      localStorage.setItem('user', JSON.stringify(me.user));
      localStorage.setItem('csrfToken', login.csrfToken);
    }, user);
    await page.reload();
    // A restored session hides the sign-in button and, for a user billed in India, adds GST to PRO.
    await page.locator('[data-plan="pro"] .plan-card__tax').waitFor();
    expect(await page.getByRole('link', { name: 'Sign In / Register' }).count()).to.equal(0);
    expect(await page.locator('[data-plan="pro"] .plan-card__tax').textContent()).to.equal('+ ₹26.82 GST (18%) · ₹175.82 in total');

    await page
      .getByRole('region', { name: /Describe the movie/ })
      .getByRole('link', { name: 'Get Started' })
      .click();
    await page.waitForURL('**/recommendations');
    await page.getByRole('heading', { level: 1, name: 'Recommendations' }).waitFor();
  });

  it('sends a visitor who picks PRO to sign up first', async () => {
    const { page } = browser;
    await page.goto(browser.url('/'));
    await page.locator('[data-plan="pro"]').getByRole('link', { name: 'Upgrade to PRO' }).click();
    await page.waitForURL('**/signup');
  });
});
