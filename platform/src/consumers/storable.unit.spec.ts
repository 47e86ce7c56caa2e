import { expect } from 'chai';
import type { RecordedEvent } from '@more-ai/events/store/port';
import { storableEvent, storableText } from './storable';

function recorded(data: Record<string, unknown>, actor = 'anonymous'): RecordedEvent {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'ContactMessageSubmitted',
    data,
    metadata: { actor, correlationId: 'c', causationId: 'c', timestamp: '2024-01-01T00:00:00.000Z' },
    streamId: 'Contact-1',
    revision: 0n,
    position: { commit: 1n, prepare: 1n },
    recordedAt: new Date(0),
  };
}

describe('storable text for the read models', () => {
  it('removes NUL and shows a lone surrogate as the replacement character', () => {
    expect(storableText('a\u0000b')).to.equal('ab');
    expect(storableText('x\ud800y')).to.equal('x\ufffdy');
    expect(storableText('x\udc00')).to.equal('x\ufffd');
    expect(storableText('\ud83d\u0000\ude00')).to.equal('\ufffd\ufffd');
  });

  it('keeps whole emoji, Devanagari and other text as it is', () => {
    for (const text of ['Film 😀 night', 'नमस्ते', 'tab\tand\nline', '👩‍👩‍👧', '']) expect(storableText(text)).to.equal(text);
  });

  it('returns the very same event when nothing in it needs changing', () => {
    const event = recorded({ name: 'Asha 😀', tags: ['a', { deep: 'b' }], count: 3, none: null });
    expect(storableEvent(event)).to.equal(event);
  });

  it('cleans strings at any depth, in keys and in metadata, without touching the original', () => {
    const event = recorded(
      { name: 'A\u0000sha', nested: { list: ['ok', 'bad\ud800'], 'key\u0000': 1, same: { x: 'y' } }, count: 2 },
      'anon\u0000ymous',
    );
    const cleaned = storableEvent(event);
    expect(cleaned.data).to.deep.equal({ name: 'Asha', nested: { list: ['ok', 'bad\ufffd'], key: 1, same: { x: 'y' } }, count: 2 });
    expect(cleaned.metadata.actor).to.equal('anonymous');
    expect((cleaned.data.nested as { same: unknown }).same).to.equal((event.data.nested as { same: unknown }).same);
    expect(event.data.name).to.equal('A\u0000sha');
    expect(event.metadata.actor).to.equal('anon\u0000ymous');
  });

  it("keeps a '__proto__' key of a payload as a plain key", () => {
    const data = JSON.parse('{"__proto__": {"polluted": "yes\\u0000"}, "name": "x\\u0000"}') as Record<string, unknown>;
    const cleaned = storableEvent(recorded(data)).data;
    expect(Object.keys(cleaned)).to.deep.equal(['__proto__', 'name']);
    expect(Object.getPrototypeOf(cleaned)).to.equal(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});
