import { expect } from 'chai';
import { START, type GlobalPosition } from '../../position';
import type { ReadAllOptions, RecordedEvent } from '../port';
import { SharedReads } from './shared-reads';

describe('the subscriptions’ shared reads of the log', () => {
  const at = (commit: number): GlobalPosition => ({ commit: BigInt(commit), prepare: BigInt(commit) });
  /** A read that answers when told, counting the reads made. */
  const reader = () => {
    const calls: { options: ReadAllOptions; answer: (events: RecordedEvent[]) => void; fail: (error: Error) => void }[] = [];
    const read = (options: ReadAllOptions) =>
      new Promise<RecordedEvent[]>((answer, fail) => {
        calls.push({ options, answer, fail });
      });
    return { calls, shared: new SharedReads(read) };
  };

  it('reads once for subscriptions asking for the same events at the same time, and gives each the same answer', async () => {
    const { calls, shared } = reader();
    const first = shared.readAll({ after: at(5), maxCount: 500 });
    const second = shared.readAll({ after: at(5), maxCount: 500 });
    expect(calls).to.have.length(1);
    calls[0]!.answer([]);
    expect(await first).to.equal(await second);
  });

  it('reads again for a subscription woken after the read in flight began', async () => {
    const { calls, shared } = reader();
    void shared.readAll({ after: at(5), maxCount: 500 });
    shared.woken();
    void shared.readAll({ after: at(5), maxCount: 500 });
    void shared.readAll({ after: at(5), maxCount: 500 });
    expect(calls).to.have.length(2);
  });

  it('shares nothing between other positions, sizes or filters', () => {
    const { calls, shared } = reader();
    void shared.readAll({ after: at(5), maxCount: 500 });
    void shared.readAll({ after: at(6), maxCount: 500 });
    void shared.readAll({ after: at(5), maxCount: 100 });
    void shared.readAll({ after: at(5), maxCount: 500, filter: { categories: ['Movie'] } });
    void shared.readAll({ after: at(5), maxCount: 500, filter: { types: ['MovieCataloged'] } });
    void shared.readAll({ maxCount: 500 });
    void shared.readAll({ after: START, maxCount: 500 });
    expect(calls.map((call) => call.options)).to.have.length(6);
  });

  it('reads afresh once a read has answered or failed', async () => {
    const { calls, shared } = reader();
    const first = shared.readAll({ after: at(5) });
    calls[0]!.answer([]);
    await first;
    void shared.readAll({ after: at(5) });
    expect(calls).to.have.length(2);
    const failed = shared.readAll({ after: at(7) });
    calls[2]!.fail(new Error('connection lost'));
    try {
      await failed;
      expect.fail('the failed read answered');
    } catch (error) {
      expect((error as Error).message).to.equal('connection lost');
    }
    void shared.readAll({ after: at(7) });
    expect(calls).to.have.length(4);
  });
});
