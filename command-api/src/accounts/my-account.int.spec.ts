import { expect } from 'chai';
import { startTestApp, type TestApp } from '@more-ai/testing/app';
import { ACCOUNT_DELETED, BILLING_UPDATED } from './my-account-routes';
import { PASSWORD, signedUpVisitor, Visitor } from '@more-ai/testing/visitor';

describe("the signed-in user's own account", function () {
  this.timeout(120_000);
  let app: TestApp;
  const address = { pinCode: '500081', city: 'Hyderabad', street: 'Cyber Towers Road', doorNo: '7-1-21' };

  before(async () => {
    app = await startTestApp('my_account');
  });
  after(() => app.close());

  describe('billing information', () => {
    let visitor: Visitor;
    const update = (json: unknown, who = visitor) => who.request('POST', '/api/auth/update-billing-info', { json });

    before(async () => {
      visitor = await signedUpVisitor(app, 'biller');
      await app.settled();
    });

    it('starts without billing information', async () => {
      expect((await visitor.request('GET', '/api/auth/billing-info-exists')).body).to.deep.equal({ exists: false });
      expect((await visitor.request('GET', '/api/auth/billing-info')).body).to.deep.equal({ exists: false, billingInfo: null });
    });

    const refusals: [string, unknown, string][] = [
      ['no country', { ...address }, 'Country is required'],
      ['an unknown country', { countryId: 'XX', ...address }, 'Please select a valid country'],
      ['India without a state', { countryId: 'IN', ...address }, 'State is required for India'],
      ['India with a state of another country', { countryId: 'IN', stateId: 'US-CA', ...address }, 'Please select a valid state'],
    ];
    for (const [what, body, message] of refusals) {
      it(`refuses ${what}: 400 '${message}'`, async () => {
        const response = await update(body);
        expect([response.status, response.body.message]).to.deep.equal([400, message]);
      });
    }

    it('keeps an Indian address with its state, Telangana being TG, and shows it back', async () => {
      const response = await update({ countryId: 'IN', stateId: 'IN-TG', ...address });
      expect(response.status).to.equal(200);
      expect(response.body.message).to.equal(BILLING_UPDATED);
      const billingInfo = {
        country: { _id: 'IN', name: 'India', code: 'IN' },
        state: { _id: 'IN-TG', name: 'Telangana', code: 'TG' },
        ...address,
      };
      expect(response.body.billingInfo).to.deep.equal(billingInfo);

      const position = { 'X-Min-Position': response.body.position };
      expect((await visitor.request('GET', '/api/auth/billing-info-exists', { headers: position })).body).to.deep.equal({ exists: true });
      expect((await visitor.request('GET', '/api/auth/billing-info', { headers: position })).body).to.deep.equal({
        exists: true,
        billingInfo,
      });
      // The user's country decides whether GST is shown (SPEC §6).
      expect((await visitor.request('GET', '/api/auth/me', { headers: position })).body.user.country).to.deep.equal({
        _id: 'IN',
        name: 'India',
        code: 'IN',
      });
    });

    it('keeps no state outside India, and address fields may be left out', async () => {
      const response = await update({ countryId: 'US', stateId: 'US-CA' });
      expect(response.status).to.equal(200);
      expect(response.body.billingInfo).to.deep.equal({
        country: { _id: 'US', name: 'United States', code: 'US' },
        state: null,
        pinCode: '',
        city: '',
        street: '',
        doorNo: '',
      });
    });

    it('is only for signed-in users', async () => {
      expect((await update({ countryId: 'IN', stateId: 'IN-TG' }, new Visitor(app))).status).to.equal(401);
      expect((await new Visitor(app).request('GET', '/api/auth/billing-info')).status).to.equal(401);
    });
  });

  describe('deleting the account', () => {
    const email = 'vanishing.qx7@example.com';
    const username = 'vanishing_qx7';

    it('leaves the e-mail, username and address nowhere, and frees them for a new signup', async () => {
      const visitor = await signedUpVisitor(app, username, email);
      await visitor.request('POST', '/api/auth/update-billing-info', {
        json: { countryId: 'IN', stateId: 'IN-KA', ...address, street: 'Qx7 Lane' },
      });
      // A Contact Us message sent while signed in, with an Idempotency-Key whose answer is kept.
      const contact = { name: 'Qx7 Sender', email, message: 'Qx7 asks about Kannada films' };
      await visitor.request('POST', '/api/contacts/submit', { json: contact, headers: { 'Idempotency-Key': 'qx7-contact-0001' } });
      await app.settled();
      const cookies = new Map(visitor.cookies);
      const traces = [email, username, 'Qx7 Lane', 'Qx7 Sender', 'Qx7 asks'].map((text) => text.toLowerCase());
      // The scans below do see this person's data while the account exists.
      for (const trace of traces) expect(await everyReadModelRow(app)).to.include(trace);
      for (const trace of traces) expect(await eventLogText(app)).to.include(trace);

      const deleted = await visitor.request('DELETE', '/api/auth/delete-account');
      expect([deleted.status, deleted.body.message]).to.deep.equal([200, ACCOUNT_DELETED]);
      expect([...visitor.cookies.keys()]).to.deep.equal([]);
      await app.settled();

      for (const [name, cookie] of cookies) visitor.cookies.set(name, cookie);
      expect((await visitor.request('GET', '/api/auth/me')).status).to.equal(401);
      expect((await visitor.request('POST', '/api/auth/refresh')).status).to.equal(401);

      const readModels = await everyReadModelRow(app);
      for (const trace of traces) expect(readModels, `read models hold ${trace}`).not.to.include(trace);
      const keptAnswers = JSON.stringify(await app.db('command_api.idempotency_keys').select('scope', 'body')).toLowerCase();
      expect(keptAnswers).not.to.include(email);
      expect(await app.db('command_api.idempotency_keys').where('key', 'qx7-contact-0001')).to.have.length(0);
      expect(readModels).to.include('deleted user');
      const log = await eventLogText(app);
      for (const trace of traces) expect(log, `the event log holds ${trace}`).not.to.include(trace);

      expect((await new Visitor(app).request('POST', '/api/auth/login', { json: { email, password: PASSWORD } })).status).to.equal(401);
      const again = await new Visitor(app).request('POST', '/api/auth/signup', { json: { username, email, password: PASSWORD } });
      expect(again.status).to.equal(201);
    });

    it('is only for signed-in users', async () => {
      expect((await new Visitor(app).request('DELETE', '/api/auth/delete-account')).status).to.equal(401);
    });
  });
});

/** Every row of every read-model table (schemas rm_*), as lower-cased JSON text. */
async function everyReadModelRow(app: TestApp): Promise<string> {
  const tables: { table_schema: string; table_name: string }[] = await app
    .db('information_schema.tables')
    .where('table_schema', 'like', 'rm\\_%')
    .andWhere({ table_type: 'BASE TABLE' })
    .select('table_schema', 'table_name');
  expect(tables.map((t) => t.table_schema)).to.include.members(['rm_users', 'rm_sessions']);
  const texts = await Promise.all(
    tables.map(async ({ table_schema, table_name }) => {
      const { rows } = await app.db.raw("SELECT coalesce(json_agg(t)::text, '') AS text FROM ??.?? t", [table_schema, table_name]);
      return rows[0].text as string;
    }),
  );
  return texts.join('\n').toLowerCase();
}

/** The whole event log as commands and projectors read it (decrypted where a key exists), as lower-cased JSON. */
async function eventLogText(app: TestApp): Promise<string> {
  const events = await app.events.log.readAll({ maxCount: 1_000_000 });
  return JSON.stringify(events, (_, value) => (typeof value === 'bigint' ? String(value) : value)).toLowerCase();
}
