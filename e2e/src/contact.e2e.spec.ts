import { expect } from 'chai';
import type { Request } from 'playwright-core';
import { useBrowserApp } from './harness';

describe('Contact Us (browser)', () => {
  const browser = useBrowserApp('e2e_contact');

  it('refuses to send with empty fields and says which ones are missing', async () => {
    const { page } = browser;
    const submits: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contacts/submit')) submits.push(request);
    });
    await page.goto(browser.url('/contact'));

    await page.getByRole('button', { name: 'Send Message' }).click();
    const errors = page.locator('.bp6-form-helper-text');
    expect(await errors.allTextContents()).to.deep.equal(['Name is required', 'Email is required', 'Message is required']);
    expect(await page.locator('#contact-name').evaluate((input) => input === document.activeElement)).to.equal(true);

    await page.getByLabel('Name').fill('Asha');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await errors.allTextContents()).to.deep.equal(['Email is required', 'Message is required']);
    await browser.screenshot('contact-refuses-empty-fields');
    expect(submits).to.have.length(0);
  });

  it('shows Sending... while busy, then the server’s answer, and the message reaches the contacts read model', async () => {
    const { page } = browser;
    // Hold the request at the browser until the busy state has been seen; the real server still answers it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contacts/submit', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(browser.url('/contact'));
    const email = `asha.${Date.now()}@example.com`;
    await page.getByLabel('Name').fill('Asha Rao');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('Could you add Malayalam films to the language filter?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const busy = page.getByRole('button', { name: 'Sending...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).to.equal(true);
    for (const field of ['Name', 'Email', 'Message']) expect(await page.getByLabel(field).isDisabled()).to.equal(true, field);
    await browser.screenshot('contact-sending');
    release();

    const toast = page.locator('.bp6-toast');
    await toast.waitFor();
    expect(await toast.textContent()).to.contain("Thank you for contacting us! We've received your message and will get back to you soon.");
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).to.equal('');
    expect(await page.getByLabel('Email').inputValue()).to.equal('');
    expect(await page.getByLabel('Message').inputValue()).to.equal('');
    await browser.screenshot('contact-sent');

    const rows = await contactRows(email);
    expect(rows).to.deep.equal([
      { name: 'Asha Rao', email, message: 'Could you add Malayalam films to the language filter?', status: 'new' },
    ]);
  });

  it('shows the server’s message when it refuses the form', async () => {
    const { page } = browser;
    await page.goto(browser.url('/contact'));
    await page.getByLabel('Name').fill('Asha');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Message').fill('x'.repeat(5001));
    await page.getByRole('button', { name: 'Send Message' }).click();

    const toast = page.locator('.bp6-toast.bp6-intent-danger');
    await toast.waitFor();
    expect(await toast.textContent()).to.contain('Message must be at most 5000 characters');
    // What the visitor typed stays, so they can shorten it and try again.
    expect(await page.getByLabel('Name').inputValue()).to.equal('Asha');
  });

  /** The projection follows the command asynchronously; wait (bounded) for the row to appear. */
  async function contactRows(email: string) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const rows = await browser.query('select name, email, message, status from rm_contacts.contact_messages where email = $1', [email]);
      if (rows.length > 0) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return [];
  }
});
