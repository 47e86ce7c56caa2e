import { expect } from 'chai';
import { ErrorBody, SERVICE_UNAVAILABLE_MESSAGE } from './contract';
import { health } from './health';
import { API_CONTRACTS } from './index';

describe('the answers every route declares', () => {
  it('include a 503 with the error body on every route, since any route may meet an outage or pass its deadline', () => {
    const unavailable = { message: SERVICE_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' };
    const lacking = API_CONTRACTS.filter((contract) => contract !== health)
      .filter((contract) => !contract.responses[503]?.body.safeParse(unavailable).success)
      .map((contract) => `${contract.method} ${contract.path}`);
    expect(lacking).to.deep.equal([]);
    // Health reports its parts even when some are down: its 503 is its own report.
    expect(health.responses[503]!.body).to.not.equal(ErrorBody);
  });
});
