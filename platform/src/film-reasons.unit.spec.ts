import { expect } from 'chai';
import { describe as described, reasonFor, sharedBy, type MovieFacts } from './film-reasons';

const movie = (facts: Partial<MovieFacts>): MovieFacts => ({
  title: 'Oldboy',
  year: 2003,
  kind: 'movie',
  language: 'Korean',
  genres: ['Thriller', 'Mystery'],
  content_types: [],
  tags: ['revenge', 'twist ending'],
  awards: [],
  director: 'Park Chan-wook',
  creator: null,
  ...facts,
});

describe('why a title is recommended', () => {
  it('says what the film is, from its facts: tone, year, language, genres, maker, origin', () => {
    expect(reasonFor(movie({}))).to.equal('A 2003 Korean thriller mystery film directed by Park Chan-wook. Themes: revenge, twist ending.');
    expect(
      described(
        movie({
          title: 'Amélie',
          language: 'French',
          year: 2001,
          genres: ['Comedy'],
          content_types: ['Feel good', 'Based on true story'],
          director: 'Jean-Pierre Jeunet',
        }),
      ),
    ).to.equal('a feel-good 2001 French comedy film directed by Jean-Pierre Jeunet, based on a true story');
    expect(
      described(movie({ language: 'English', year: 1982, genres: ['Sci-Fi'], content_types: ['Book adaptation'], director: null })),
    ).to.equal('a 1982 sci-fi film, adapted from a book');
    expect(described(movie({ language: 'English', year: 1999, genres: ['Action'], director: 'X' }), 'X')).to.equal('a 1999 action film');
    expect(described(movie({ language: 'English', year: 2008 }))).to.match(/^a 2008 /);
    expect(described(movie({ language: 'English', year: 1800 }))).to.match(/^an 1800 /);
    expect(described(movie({ language: 'Arabic', year: 2011, content_types: ['Mind bending'] }))).to.match(/^a mind-bending 2011 Arabic/);
  });

  it('names who created a series, or its director when no creator is known', () => {
    expect(described(movie({ kind: 'series', creator: 'Vince Gilligan', director: 'Someone' }))).to.contain(
      'series created by Vince Gilligan',
    );
    expect(described(movie({ kind: 'series', creator: null, director: 'Someone' }))).to.contain('series directed by Someone');
  });

  it('tells the themes the request asked about first, at most three, and never a genre twice', () => {
    const film = movie({ genres: ['Crime'], tags: ['crime', 'heist', 'friendship', 'mumbai', 'revenge'] });
    expect(reasonFor(film, { asked: ['Revenge'] })).to.contain('Themes: revenge, heist, friendship.');
    expect(reasonFor(movie({ tags: [] }))).to.not.contain('Themes');
  });

  it('tells the award a viewer recognises first', () => {
    expect(reasonFor(movie({ awards: ['Grand Bell Award', "Palme d'Or (Cannes 2019)"] }))).to.match(
      /Winner of the Palme d'Or \(Cannes 2019\)\.$/,
    );
    expect(reasonFor(movie({ awards: ['Grand Bell Award'] }))).to.match(/Winner of the Grand Bell Award\.$/);
  });

  it('leads with the person the request named, by their part in the film', () => {
    expect(reasonFor(movie({}), { personNamed: 'Park Chan-wook' })).to.match(
      /^Directed by Park Chan-wook\. A 2003 Korean thriller mystery film\./,
    );
    expect(reasonFor(movie({}), { personNamed: 'Choi Min-sik' })).to.match(/^Starring Choi Min-sik\. /);
    expect(reasonFor(movie({ kind: 'series', creator: 'C' }), { personNamed: 'C' })).to.match(/^Created by C\. /);
  });

  it('leads with a film the member rated highly that this one is like', () => {
    const reason = reasonFor(movie({ title: 'The Handmaiden' }), {
      likeRated: { title: 'Oldboy', rating: 4.5, shared: 'a Park Chan-wook revenge thriller' },
    });
    expect(reason).to.match(/^Like Oldboy, which you rated 4\.5: a Park Chan-wook revenge thriller\. A 2003 Korean/);
  });

  it('leads with the film a page shows when asked for more like it', () => {
    expect(
      reasonFor(movie({ title: 'Lady Vengeance' }), { likeRated: { title: 'Oldboy', shared: 'a Park Chan-wook revenge thriller' } }),
    ).to.match(/^Like Oldboy: a Park Chan-wook revenge thriller\. A 2003 Korean/);
  });

  it('says what two films share: their maker, a tag, a genre', () => {
    const oldboy = movie({});
    expect(sharedBy(movie({ title: 'Lady Vengeance' }), oldboy)).to.equal('a Park Chan-wook revenge thriller');
    expect(sharedBy(movie({ director: 'Na Hong-jin', tags: ['revenge'] }), oldboy)).to.equal('a Korean revenge thriller too');
    expect(sharedBy(movie({ director: 'X', language: 'English', tags: ['revenge'], genres: ['Drama'] }), oldboy)).to.equal(
      'a revenge film too',
    );
    expect(sharedBy(movie({ director: 'X', kind: 'series', language: 'English', tags: ['revenge'], genres: ['Drama'] }), oldboy)).to.equal(
      'a revenge series too',
    );
    expect(sharedBy(movie({ director: 'X', tags: [], genres: ['Thriller', 'Mystery'] }), oldboy)).to.equal('a Korean thriller too');
    expect(sharedBy(movie({ director: 'X', tags: ['other'], genres: ['Thriller'] }), oldboy)).to.equal(undefined);
    expect(sharedBy(movie({ director: 'X', tags: ['Epic'], genres: [] }), movie({ tags: ['epic'], director: null }))).to.equal(
      'an Korean epic film too'.replace('an Korean', 'a Korean'),
    );
  });

  it('names at most two genres and one tone, and the tone first', () => {
    expect(
      described(movie({ genres: ['Crime', 'Thriller', 'Drama'], content_types: ['Mind bending', 'Feel good'], director: null })),
    ).to.equal('a mind-bending 2003 Korean crime thriller film');
  });

  it('names a film’s director even when it also lists a creator', () => {
    expect(described(movie({ director: 'Park Chan-wook', creator: 'Someone' }))).to.equal(
      'a 2003 Korean thriller mystery film directed by Park Chan-wook',
    );
    expect(reasonFor(movie({ creator: 'Someone' }), { personNamed: 'Someone' })).to.match(/^Created by Someone\. /);
  });

  it('says "an" only before a year read with a vowel sound: 8, 11 and 18 at its start', () => {
    expect(described(movie({ language: 'English', year: 2018 }))).to.match(/^a 2018 /);
    expect(described(movie({ language: 'English', year: 2011 }))).to.match(/^a 2011 /);
    expect(described(movie({ language: 'English', year: 1899 }))).to.match(/^an 1899 /);
  });

  it('says only the facts when nothing else is known: no themes, no award', () => {
    expect(reasonFor(movie({ tags: [] }))).to.equal('A 2003 Korean thriller mystery film directed by Park Chan-wook.');
  });

  it('tells an asked-about theme once, first, when any of the asked words is in it', () => {
    expect(reasonFor(movie({ tags: ['heist', 'revenge'] }), { asked: ['revenge'] })).to.contain('Themes: revenge, heist.');
    expect(reasonFor(movie({ tags: ['heist', 'revenge'] }), { asked: ['ghosts', 'revenge'] })).to.contain('Themes: revenge, heist.');
  });

  it('says what two films share without a maker when neither names one, and a language only when both share one that is not English', () => {
    const unsigned = movie({ director: null, tags: ['revenge'], genres: ['Drama'] });
    expect(sharedBy(unsigned, movie({ director: null }))).to.equal('a Korean revenge film too');
    expect(sharedBy(movie({ director: 'X', tags: ['revenge'], genres: ['Drama'] }), movie({ language: 'Japanese' }))).to.equal(
      'a revenge film too',
    );
    expect(
      sharedBy(movie({ director: 'X', language: 'English', tags: ['revenge'], genres: ['Drama'] }), movie({ language: 'English' })),
    ).to.equal('a revenge film too');
  });

  it('says "an" before a shared maker whose name starts with a vowel', () => {
    const gravity = movie({ director: 'Alfonso Cuarón', language: 'English', tags: [], genres: ['Drama', 'Sci-Fi'] });
    expect(sharedBy(gravity, movie({ director: 'Alfonso Cuarón', tags: [], genres: ['Drama'] }))).to.equal('an Alfonso Cuarón drama');
    expect(sharedBy(gravity, movie({ director: null, tags: [], genres: ['Sci-Fi', 'Drama'] }))).to.equal('a drama too');
  });
});
