import { expect } from 'chai';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { eventLogRow, omittedPayload, ROW_LIMITS, storedPayload } from './row';

const registry = { versionOf: (type: string) => (type === 'OtpIssued' ? 2 : 1) };

function recorded(overrides: Partial<RecordedEvent> = {}, metadata: Partial<RecordedEvent['metadata']> = {}): RecordedEvent {
  return {
    id: 'e1',
    type: 'UserFollowed',
    data: { followerId: 'u1', followeeId: 'u2' },
    metadata: { actor: 'u1', correlationId: 'c1', causationId: 'r1', timestamp: '2026-03-01T10:00:00.000Z', schemaVersion: 1, ...metadata },
    streamId: 'Follows-u1',
    revision: 3n,
    position: { commit: 900n, prepare: 7n },
    recordedAt: new Date('2026-03-01T10:00:00.100Z'),
    ...overrides,
  };
}

describe('a row of the admin event log', () => {
  it('keeps the position, stream, revision, type, time and metadata', () => {
    expect(eventLogRow(recorded({}, { idempotencyKey: 'k1' }), registry)).to.deep.equal({
      position_commit: '900',
      position_prepare: '7',
      event_id: 'e1',
      stream_id: 'Follows-u1',
      stream_revision: '3',
      type: 'UserFollowed',
      written_version: 1,
      current_version: 1,
      recorded_at: new Date('2026-03-01T10:00:00.100Z'),
      actor: 'u1',
      correlation_id: 'c1',
      causation_id: 'r1',
      idempotency_key: 'k1',
      pii_subject: null,
      users: ['u1', 'u2'],
      data: '{"followerId":"u1","followeeId":"u2"}',
    });
  });

  it('keeps the personal-data subject, and no idempotency key when the command had none', () => {
    const row = eventLogRow(recorded({}, { piiSubject: 'user:u3' }), registry);
    expect(row).to.include({ pii_subject: 'user:u3', idempotency_key: null });
    expect(row.users).to.deep.equal(['u1', 'u2', 'u3']);
  });

  it('tells the version an event was written with from the one it was upcast to', () => {
    expect(eventLogRow(recorded({ type: 'OtpIssued' }, { schemaVersion: 2, upcastFrom: 1 }), registry)).to.include({
      written_version: 1,
      current_version: 2,
    });
    expect(eventLogRow(recorded({ type: 'OtpIssued' }, { schemaVersion: 2 }), registry)).to.include({
      written_version: 2,
      current_version: 2,
    });
    expect(eventLogRow(recorded({}, { schemaVersion: undefined }), registry)).to.include({ written_version: 1 });
  });

  it('hides secrets', () => {
    const row = eventLogRow(recorded({ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'scrypt$x' } }), registry);
    expect(JSON.parse(row.data)).to.deep.equal({ userId: 'u1', passwordHash: '[hidden]' });
  });

  it('bounds indexed texts, so no event is too large for an index', () => {
    const long = 'x'.repeat(ROW_LIMITS.text + 1);
    const row = eventLogRow(
      recorded(
        { id: long, streamId: long, type: long },
        { actor: long, correlationId: long, causationId: long, idempotencyKey: long, piiSubject: long },
      ),
      registry,
    );
    for (const column of [
      'event_id',
      'stream_id',
      'type',
      'actor',
      'correlation_id',
      'causation_id',
      'idempotency_key',
      'pii_subject',
    ] as const)
      expect(row[column], column).to.equal('x'.repeat(ROW_LIMITS.text));
    expect(eventLogRow(recorded({ streamId: 'x'.repeat(ROW_LIMITS.text) }), registry).stream_id).to.have.length(ROW_LIMITS.text);
  });

  it('stores metadata that is not text as empty text, and a payload that is not an object as its value', () => {
    const odd = {
      actor: 7,
      correlationId: null,
      causationId: undefined,
      idempotencyKey: 5,
      piiSubject: 9,
    } as unknown as RecordedEvent['metadata'];
    const row = eventLogRow({ ...recorded(), metadata: odd, data: ['a'] as unknown as Record<string, unknown> }, registry);
    expect(row).to.include({ actor: '', correlation_id: '', causation_id: '', idempotency_key: null, pii_subject: null });
    expect(JSON.parse(row.data)).to.deep.equal({ value: ['a'] });
    expect(JSON.parse(eventLogRow({ ...recorded(), data: null as unknown as Record<string, unknown> }, registry).data)).to.deep.equal({
      value: null,
    });
    expect(JSON.parse(eventLogRow({ ...recorded(), data: undefined as unknown as Record<string, unknown> }, registry).data)).to.deep.equal({
      value: null,
    });
  });

  it('leaves out a payload too large to show, saying how large', () => {
    const large = { text: 'x'.repeat(ROW_LIMITS.payloadBytes) };
    const bytes = JSON.stringify(large).length;
    expect(JSON.parse(storedPayload(large))).to.deep.equal(omittedPayload(`The payload is too large to show (${bytes} bytes)`));
    const fits = { text: 'x'.repeat(ROW_LIMITS.payloadBytes - '{"text":""}'.length) };
    expect(storedPayload(fits)).to.equal(JSON.stringify(fits));
    // Bytes, not characters: 'é' takes two.
    const wide = { text: 'é'.repeat(ROW_LIMITS.payloadBytes / 2) };
    expect(JSON.parse(storedPayload(wide))).to.have.property('[omitted]');
  });

  it('leaves out a payload nested deeper than the limit', () => {
    const nested = (levels: number) => {
      let value: unknown = 1;
      for (let level = 1; level < levels; level += 1) value = [value];
      return { deep: value };
    };
    expect(storedPayload(nested(ROW_LIMITS.payloadDepth))).to.equal(JSON.stringify(nested(ROW_LIMITS.payloadDepth)));
    // One deep branch is enough, beside shallow ones.
    expect(JSON.parse(storedPayload({ flat: 1, ...nested(ROW_LIMITS.payloadDepth + 1) }))).to.have.property('[omitted]');
    expect(JSON.parse(storedPayload(nested(ROW_LIMITS.payloadDepth + 1)))).to.deep.equal(
      omittedPayload(`The payload nests deeper than ${ROW_LIMITS.payloadDepth} levels`),
    );
  });
});
