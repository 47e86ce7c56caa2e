import { expect } from 'chai';
import { CodeDeliveryView } from './auth';
import { codeDeliveryViewOf } from './code-delivery';

describe("a code delivery's answer, checked without zod", () => {
  it('is its status and message, without any other key, for each status the route answers', () => {
    for (const status of ['sending', 'delayed', 'sent', 'failed', 'replaced'] as const) {
      expect(codeDeliveryViewOf({ status, message: 'told', extra: 1 })).to.deep.equal({ status, message: 'told' });
    }
  });

  it('is nothing for an answer the route would not give: a page, null, a list, an unknown status, a message that is no text', () => {
    const others: unknown[] = [
      '<html>Bad gateway</html>',
      null,
      undefined,
      42,
      [],
      ['sent', 'told'],
      {},
      { status: 'lost', message: 'told' },
      { status: 'toString', message: 'told' },
      { status: 'sent' },
      { status: 'sent', message: 7 },
      { message: 'told' },
    ];
    for (const answer of others) expect(codeDeliveryViewOf(answer), JSON.stringify(answer)).to.equal(undefined);
  });

  it("agrees with the route's schema on every answer above", () => {
    const answers: unknown[] = [
      { status: 'sent', message: 'told' },
      { status: 'lost', message: 'told' },
      { status: 'toString', message: 'x' },
      [],
      null,
    ];
    for (const answer of answers) {
      const parsed = CodeDeliveryView.safeParse(answer);
      expect(codeDeliveryViewOf(answer), JSON.stringify(answer)).to.deep.equal(parsed.success ? parsed.data : undefined);
    }
  });
});
