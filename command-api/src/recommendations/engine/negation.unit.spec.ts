import { expect } from 'chai';
import { negationsOf, type Refusal } from './negation';

const refused = (text: string): [Refusal['kind'], string][] => negationsOf(text).refusals.map((r) => [r.kind, r.value]);

describe('reading what a prompt refuses', () => {
  it('reads a genre refused after no, nothing, not, without or avoid, however it is said', () => {
    for (const text of [
      'comedy but no horror',
      'a family film, nothing scary',
      'something tense, avoid horror',
      'nothing too spooky please',
    ])
      expect(refused(text), text).to.deep.equal([['genre', 'Horror']]);
    expect(refused('a love story without romance')).to.deep.equal([['genre', 'Romance']]);
    expect(refused("i don't want action")).to.deep.equal([['genre', 'Action']]);
  });

  it('ends a refusal at the clause: what follows a comma or a "but" is wanted again', () => {
    const { rest, refusals } = negationsOf('no horror, but a comedy with ghosts');
    expect(refusals).to.deep.equal([{ kind: 'genre', value: 'Horror' }]);
    expect(rest).to.equal(', but a comedy with ghosts');
    expect(negationsOf('not a series please, a thriller').rest).to.equal('please, a thriller');
  });

  it('refuses a kind of title, a language, subtitles and an era', () => {
    expect(refused('a drama series, not a movie')).to.deep.equal([['kind', 'movie']]);
    expect(refused('sci-fi, no series please')).to.deep.equal([['kind', 'series']]);
    expect(refused('not english: a crime drama')).to.deep.equal([['language', 'English']]);
    expect(refused('a thriller without subtitles').map(([, value]) => value))
      .to.include.members(['Korean', 'Hindi', 'French'])
      .and.not.include('English');
    expect(refused('nothing old')).to.deep.equal([['era', 'Older']]);
  });

  it('refuses a musical or animation by their tags, and any other word as a tag', () => {
    expect(refused('a love story, not a musical')).to.deep.equal([
      ['tag', 'musical'],
      ['tag', 'music'],
    ]);
    expect(refused('space films but nothing animated').map(([, v]) => v)).to.deep.equal(['animation', 'anime', 'stop motion']);
    expect(refused('no zombies')).to.deep.equal([['tag', 'zombie']]);
    expect(refused('no boss')).to.deep.equal([['tag', 'boss']]);
  });

  it('reads a refusal that closes its clause as refusing what came before (Hindi word order)', () => {
    expect(negationsOf('horror not, comedy')).to.deep.equal({ rest: ', comedy', refusals: [{ kind: 'genre', value: 'Horror' }] });
  });

  it('does not take a word that merely contains a cue for one', () => {
    expect(refused('a nothingness of knots and non-stop action')).to.deep.equal([]);
    expect(negationsOf('notebook romance').rest).to.equal('notebook romance');
  });

  it('lists each refusal once, and ignores numbers and two-letter words', () => {
    expect(refused('no horror, nothing scary, no 12, no tv')).to.deep.equal([['genre', 'Horror']]);
  });

  it('reads two-word phrases before single words', () => {
    expect(refused('no love story')).to.deep.equal([['genre', 'Romance']]);
    expect(refused('no jump scares')).to.deep.equal([['genre', 'Horror']]);
    expect(refused('nothing black-and-white')).to.deep.equal([['era', 'Older']]);
  });
});
