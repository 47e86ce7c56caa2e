import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createPostgresEventStore } from '@more-ai/events/store/postgres/index';
import type { EventStore } from '@more-ai/events/store/port';
import { createTestDatabase, type TestDatabase } from '@more-ai/testing';
import { CommandHandler } from '../pipeline/handle-command';
import { invoiceSeriesDecider } from './invoice-series';

const metadata = { actor: 'system', correlationId: 'test', causationId: 'test' };

describe('invoice numbers under concurrency', function () {
  this.timeout(60_000);
  let database: TestDatabase;
  let store: EventStore;

  before(async () => {
    database = await createTestDatabase('invoice_series');
    store = await createPostgresEventStore({ connectionString: database.url });
  });
  after(async () => {
    await store?.close();
    await database?.drop();
  });

  it('numbers 30 payments captured at once by two processes 1 to 30, each once, though each is asked for twice', async () => {
    // Two handlers stand for two command-api processes: they collide on the expected revision.
    const handlers = [new CommandHandler(store), new CommandHandler(store)];
    const financialYear = '26-27';
    const payments = Array.from({ length: 30 }, () => `pay_${randomUUID()}`);
    // A verify and a webhook for each payment, from either process.
    await Promise.all(
      [...payments, ...payments].map((paymentId, i) =>
        handlers[i % 2]!.handle(invoiceSeriesDecider, financialYear, { type: 'AssignInvoiceNumber', paymentId, financialYear }, metadata),
      ),
    );
    const assigned = (await store.readStream(`InvoiceSeries-${financialYear}`)).map(
      (event) => event.data as { paymentId: string; sequence: number; invoiceNumber: string },
    );
    expect(assigned.map((a) => a.sequence)).to.deep.equal(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(new Set(assigned.map((a) => a.paymentId))).to.deep.equal(new Set(payments));
    expect(assigned[29]!.invoiceNumber).to.equal(`MA/${financialYear}/00030`);
  });
});
