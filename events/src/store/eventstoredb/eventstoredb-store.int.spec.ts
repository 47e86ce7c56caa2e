import { eventStoreContract } from '../contract';
import { createEventStoreDbStore } from './eventstoredb-store';

const url = process.env.EVENTSTORE_URL;

// Runs against whatever EventStoreDB the URL names; the contract's random stream names keep it apart.
describe('EventStoreDB adapter', function () {
  before(function () {
    if (url) return;
    console.log('skipped: EVENTSTORE_URL not set');
    this.skip();
  });

  eventStoreContract('EventStoreDB', async () => {
    const store = createEventStoreDbStore({ connectionString: url! });
    return { store, cleanup: () => store.close() };
  });
});
