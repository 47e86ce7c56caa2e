import { expect } from 'chai';
import type { z } from 'zod';
import { characterCount, Id, optionalText, requiredText, textField } from './text';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the shared text type', () => {
  const name = requiredText({ label: 'Name', max: 10 });
  const message = requiredText({ label: 'Message', max: 50, multiline: true });

  it('refuses every control character, naming it: NUL, escape, DEL and the C1 range', () => {
    for (const [character, code] of [
      ['\u0000', '0000'],
      ['\u001b', '001B'],
      ['\u007f', '007F'],
      ['\u0085', '0085'],
      ['\u009f', '009F'],
    ] as const) {
      expect(messageOf(name, `a${character}b`)).to.equal(`Name contains a control character (U+${code})`);
      expect(messageOf(message, `a${character}b`)).to.equal(`Message contains a control character (U+${code})`);
    }
  });

  it('keeps tab and line breaks to multi-line text, where CR LF and CR become LF', () => {
    for (const blank of ['\t', '\n', '\r']) expect(messageOf(name, `a${blank}b`)).to.equal('Name must be on one line');
    expect(message.parse('one\r\ntwo\rthree\n\tfour')).to.equal('one\ntwo\nthree\n\tfour');
  });

  it('refuses a lone surrogate, high or low, and keeps a whole emoji', () => {
    for (const broken of ['\ud800', 'a\udc00', '\ud83d'])
      expect(messageOf(name, broken)).to.equal('Name contains a broken character (a lone surrogate)');
    expect(name.parse('🎬 night')).to.equal('🎬 night');
  });

  it('refuses invisible characters: zero-width space, bidi override, BOM, soft hyphen, Hangul filler, separators', () => {
    for (const [character, code] of [
      ['\u200b', '200B'],
      ['\u202e', '202E'],
      ['\ufeff', 'FEFF'],
      ['\u00ad', '00AD'],
      ['\u3164', '3164'],
      ['\u2028', '2028'],
      ['\u2066', '2066'],
    ] as const) {
      expect(messageOf(name, `ab${character}c`)).to.equal(`Name contains an invisible character (U+${code})`);
    }
  });

  it('keeps a joiner between two non-ASCII characters (Devanagari, emoji sequences) and refuses it beside ASCII', () => {
    expect(name.parse('क्\u200dष')).to.equal('क्\u200dष');
    expect(name.parse('👩\u200d💻')).to.equal('👩\u200d💻');
    expect(messageOf(name, 'ad\u200dmin')).to.equal('Name contains an invisible character (U+200D)');
    expect(messageOf(name, '\u200cक')).to.equal('Name contains an invisible character (U+200C)');
  });

  it('normalizes to NFC and trims, so one text has one form', () => {
    expect(name.parse('  Cafe\u0301  ')).to.equal('Café');
    expect(name.parse('Cafe\u0301')).to.equal(name.parse('Caf\u00e9'));
  });

  it('counts characters as a person does: ten emoji fit in ten', () => {
    expect(name.parse('😀'.repeat(10))).to.equal('😀'.repeat(10));
    expect(messageOf(name, '😀'.repeat(11))).to.equal('Name must be at most 10 characters');
    expect(characterCount('a😀é')).to.equal(3);
  });

  it('says what is missing, blank or not text, in the words given', () => {
    expect(messageOf(name, undefined)).to.equal('Name is required');
    expect(messageOf(name, null)).to.equal('Name is required');
    expect(messageOf(name, '   ')).to.equal('Name is required');
    expect(messageOf(name, 42)).to.equal('Name must be text');
    const custom = requiredText({
      label: 'Watchlist name',
      max: 3,
      messages: { required: 'Watchlist name is required', tooLong: 'Too long' },
    });
    expect(messageOf(custom, ' ')).to.equal('Watchlist name is required');
    expect(messageOf(custom, 'abcd')).to.equal('Too long');
  });

  it('makes a left-out optional text empty, and still checks a given one', () => {
    const city = optionalText({ label: 'City', max: 5 });
    expect(city.parse(undefined)).to.equal('');
    expect(city.parse(null)).to.equal('');
    expect(messageOf(city, 'a\u0000')).to.equal('City contains a control character (U+0000)');
    expect(messageOf(textField({ label: 'State', max: 2 }), 7)).to.equal('State must be text');
  });
});

describe('ids', () => {
  const movieId = Id('Movie id');

  it('takes UUIDs and short codes', () => {
    expect(movieId.parse(' 3d6f9a52-1c4e-4b8f-a0d7-5e2b8c9f4a61 ')).to.equal('3d6f9a52-1c4e-4b8f-a0d7-5e2b8c9f4a61');
    expect(movieId.parse('IN_TG')).to.equal('IN_TG');
  });

  it('refuses anything else, naming the id', () => {
    for (const bad of ['a b', 'a\u0000', '../x', 'a'.repeat(65), 'аbc'])
      expect(messageOf(movieId, bad)).to.equal('Movie id is not a valid id');
    expect(messageOf(movieId, '')).to.equal('Movie id is required');
    expect(messageOf(movieId, 5)).to.equal('Movie id must be text');
  });
});
