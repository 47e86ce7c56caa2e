import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import type { Knex } from 'knex';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { openDatabase } from '@more-ai/platform/database';
import { createLogger } from '@more-ai/platform/logger';
import { createRazorpaySandbox, SANDBOX_PREFIX, type RazorpaySandbox } from '@more-ai/platform/payments/sandbox/sandbox';

const KEY_ID = 'rzp_test_checkoutspec';
const KEY_SECRET = 'checkout-spec-key-secret';

/**
 * A merchant page under the app's own CSP (scripts and fetches from its origin only) that opens
 * Checkout for an order and writes what Checkout reported into window.outcome.
 */
const PAGE = `<!doctype html><html lang="en"><head><title>Shop</title><script src="${SANDBOX_PREFIX}/checkout.js"></script><script src="/shop.js" defer></script></head>
<body><button id="buy">Buy PRO</button></body></html>`;
const SHOP = `window.outcome = { failed: [], paid: null, dismissed: 0 };
document.getElementById('buy').addEventListener('click', function () {
  var rzp = new Razorpay({
    key: ${JSON.stringify(KEY_ID)}, amount: 17582, currency: 'INR', name: 'MoRe AI', description: 'PRO monthly',
    order_id: new URLSearchParams(location.search).get('order'), prefill: { email: 'member@example.com' },
    theme: { color: '#0f6fde' },
    handler: function (response) { window.outcome.paid = response; },
    modal: { ondismiss: function () { window.outcome.dismissed += 1; } },
  });
  rzp.on('payment.failed', function (response) { window.outcome.failed.push(response.error); });
  rzp.open();
});`;

describe('Razorpay sandbox Checkout in Chromium', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let db: Knex;
  let sandbox: RazorpaySandbox;
  let server: http.Server;
  let baseUrl = '';
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  const newOrder = async () => {
    const response = await fetch(`${sandbox.apiBaseUrl()}/v1/orders`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 17_582, currency: 'INR', receipt: 'checkout-spec' }),
    });
    return ((await response.json()) as { id: string }).id;
  };
  // Expressions as text: they run in the page, whose DOM types this package does not compile against.
  const outcome = () => page.evaluate<any>('window.outcome');
  const focused = (expression: string) => page.evaluate<unknown>(`document.activeElement && document.activeElement.${expression}`);

  before(async () => {
    database = await createTestDatabase('razorpay_checkout');
    db = openDatabase(database.url, { applicationName: 'razorpay checkout spec' });
    sandbox = createRazorpaySandbox({
      db,
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: 'checkout-spec-webhook-secret',
      webhookUrl: () => `${baseUrl}/nowhere`,
      publicBaseUrl: () => baseUrl,
      log: createLogger('razorpay-sandbox', process.env.LOG_LEVEL ?? 'silent', false),
      webhookRetryDelaysMs: [],
      closeGraceMs: 100,
    });
    await sandbox.migrate();
    const serveSandbox = sandbox.app.callback();
    server = http.createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/shop' || path === '/shop.js') {
        res.setHeader(
          'Content-Security-Policy',
          "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'",
        );
        res.setHeader('Content-Type', path === '/shop' ? 'text/html; charset=utf-8' : 'application/javascript');
        res.end(path === '/shop' ? PAGE : SHOP);
        return;
      }
      serveSandbox(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
  });
  after(async () => {
    await browser?.close();
    await sandbox?.close();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await db?.destroy();
    await database?.drop();
  });
  beforeEach(async () => {
    page = await browser.newPage();
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${baseUrl}/shop?order=${await newOrder()}`);
    await page.getByRole('button', { name: 'Buy PRO' }).click();
  });
  afterEach(async () => {
    await page?.close();
    expect(pageErrors, 'errors on the page').to.deep.equal([]);
  });

  it('opens a labelled dialog that says it is a sandbox and shows the amount in rupees', async () => {
    const dialog = page.getByRole('dialog', { name: /MoRe AI — Razorpay sandbox/ });
    expect(await dialog.isVisible()).to.equal(true);
    expect(await dialog.textContent())
      .to.contain('no real money moves')
      .and.contain('₹175.82');
    expect(await page.getByLabel('UPI ID').inputValue()).to.equal('');
    expect(await focused("getAttribute('name')")).to.equal('vpa');
  });

  it('reports a failed UPI payment, lets the customer retry, and hands the signed answer to the handler', async () => {
    await page.getByLabel('UPI ID').fill('failure@razorpay');
    await page.getByRole('button', { name: 'Pay ₹175.82' }).click();
    await page.getByRole('alert').filter({ hasText: 'You can try again' }).waitFor();
    const failed = await outcome();
    expect(failed.failed).to.have.length(1);
    expect(failed.failed[0]).to.include({ code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' });
    expect(failed.failed[0].metadata.payment_id).to.match(/^pay_/);

    await page.getByLabel('UPI ID').fill('success@razorpay');
    await page.getByRole('button', { name: 'Pay ₹175.82' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const paid = await outcome();
    expect(Object.keys(paid.paid).sort()).to.deep.equal(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(paid.dismissed).to.equal(0);
  });

  it('pays by card, chosen by keyboard alone', async () => {
    // From the UPI ID back to the method's radio group, then to Card.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    expect(await focused("getAttribute('name')")).to.equal('card-number');
    await page.getByLabel('Card number').fill('4100 2800 0000 1007');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await outcome()).paid.razorpay_payment_id).to.match(/^pay_/);
  });

  it('keeps focus inside the dialog and closes on Escape, calling ondismiss', async () => {
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focused("closest('[role=dialog]') !== null")).to.equal(true);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await outcome()).dismissed).to.equal(1);
    expect(await focused('id')).to.equal('buy');
  });

  it('closes on ✕, calling ondismiss', async () => {
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await outcome()).dismissed).to.equal(1);
  });
});
