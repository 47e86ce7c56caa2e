import { deciderSpec } from '@more-ai/testing/decider-spec';
import { mailDecider } from './decide';

const spec = deciderSpec(mailDecider, { now: new Date('2026-01-01T00:00:00Z') });
const mail = { mailId: 'd1', userId: 'u1', kind: 'verify-email' as const };
const delayed = { type: 'MailDelayed' as const, data: { ...mail, attempts: 1, reason: 'ECONNREFUSED' } };
const sent = { type: 'MailSent' as const, data: { ...mail, attempts: 2 } };
const failed = { type: 'MailFailed' as const, data: { ...mail, attempts: 6, reason: 'ETIMEDOUT' } };
const recordDelayed = { type: 'RecordMailDelayed' as const, ...mail, attempts: 1, reason: 'ECONNREFUSED' };
const recordSent = { type: 'RecordMailSent' as const, ...mail, attempts: 2 };
const recordFailed = { type: 'RecordMailFailed' as const, ...mail, attempts: 6, reason: 'ETIMEDOUT' };

describe('Mail outcomes: deciding', () => {
  it('records a mail sent at once, or after a delay', () => {
    spec.given([]).when(recordSent).then([sent]);
    spec.given([delayed]).when(recordSent).then([sent]);
  });

  it('records the first delay only', () => {
    spec.given([]).when(recordDelayed).then([delayed]);
    spec
      .given([delayed])
      .when({ ...recordDelayed, attempts: 3 })
      .then([]);
  });

  it('records a mail given up on, delayed before or not', () => {
    spec.given([delayed]).when(recordFailed).then([failed]);
    spec.given([]).when(recordFailed).then([failed]);
  });

  it('appends nothing once the mail has ended, whatever is reported after', () => {
    for (const ended of [sent, failed]) {
      spec.given([ended]).when(recordSent).then([]);
      spec.given([ended]).when(recordFailed).then([]);
      spec.given([ended]).when(recordDelayed).then([]);
    }
  });
});
