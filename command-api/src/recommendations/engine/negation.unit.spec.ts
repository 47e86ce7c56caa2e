import { expect } from 'chai';
import { MOVIE_LANGUAGES } from '@more-ai/contracts/movies';
import { isRefused, negationsOf, type Refusal } from './negation';

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

  it('refuses movies for "feature film" only when nothing else is refused with it', () => {
    expect(refused('nothing scary feature film')).to.deep.equal([['genre', 'Horror']]);
    expect(refused('no feature films')).to.deep.equal([['kind', 'movie']]);
    expect(refused('no feature film')).to.deep.equal([['kind', 'movie']]);
    expect(refused('no feature films or series')).to.deep.equal([['kind', 'series']]);
    expect(refused('no horror feature films')).to.deep.equal([['genre', 'Horror']]);
    expect(refused('no feature')).to.deep.equal([['tag', 'feature']]);
  });

  it('reads two-word phrases before single words', () => {
    expect(refused('no love story')).to.deep.equal([['genre', 'Romance']]);
    expect(refused('no jump scares')).to.deep.equal([['genre', 'Horror']]);
    expect(refused('no scary love story')).to.deep.equal([
      ['genre', 'Horror'],
      ['genre', 'Romance'],
    ]);
    expect(refused('nothing black-and-white')).to.deep.equal([['era', 'Older']]);
  });
});

describe('every way a prompt says it refuses something', () => {
  it('takes each cue for a refusal, however many words it has, and leaves nothing of it in the prompt', () => {
    for (const cue of [
      'no',
      'not',
      'nothing',
      'without',
      'avoid',
      'avoiding',
      'except',
      'never',
      'none',
      'non',
      'minus',
      'skip',
      'excluding',
      "don't want",
      'dont want',
      'do not want',
      "don't like",
      'dont like',
      'rather not',
      'anything but',
      'nothing too',
      'no more',
    ])
      expect(negationsOf(`${cue} horror`), cue).to.deep.equal({ rest: '', refusals: [{ kind: 'genre', value: 'Horror' }] });
  });

  it('reads the longest cue, so its own words do not use up the four words a refusal covers', () => {
    expect(refused('nothing too scary gory bloody zombies')).to.deep.equal([
      ['genre', 'Horror'],
      ['tag', 'violent'],
      ['tag', 'violence'],
      ['tag', 'gore'],
      ['tag', 'slasher'],
      ['tag', 'zombie'],
    ]);
    expect(refused('no more scary gory bloody zombies')).to.deep.equal(refused('nothing too scary gory bloody zombies'));
    expect(refused('rather not scary gory bloody zombies')).to.deep.equal(refused('nothing too scary gory bloody zombies'));
  });

  it('takes every refusal out of the prompt, and each once, however many there are', () => {
    expect(negationsOf('no horror, no comedy,  no action, a thriller')).to.deep.equal({
      rest: ', , , a thriller',
      refusals: [
        { kind: 'genre', value: 'Horror' },
        { kind: 'genre', value: 'Comedy' },
        { kind: 'genre', value: 'Action' },
      ],
    });
    expect(negationsOf('a thriller, comedy not, no sci-fi shows')).to.deep.equal({
      rest: 'a thriller, ,',
      refusals: [
        { kind: 'genre', value: 'Comedy' },
        { kind: 'genre', value: 'Sci-Fi' },
        { kind: 'kind', value: 'series' },
      ],
    });
  });

  it('covers at most four words after a cue', () => {
    expect(refused('no zombies vampires werewolves mummies aliens')).to.deep.equal([
      ['tag', 'zombie'],
      ['tag', 'vampire'],
      ['tag', 'werewolve'],
      ['tag', 'mummie'],
    ]);
    expect(negationsOf('no zombies vampires werewolves mummies aliens').rest).to.equal('');
  });

  it('ends a refusal at each word that turns to what is wanted', () => {
    for (const turn of [
      'but',
      'just',
      'only',
      'and',
      'though',
      'although',
      'please',
      'instead',
      'rather',
      'yet',
      'so',
      'which',
      'that',
      'with',
    ])
      expect(negationsOf(`no horror ${turn} zombies`), turn).to.deep.equal({
        rest: `${turn} zombies`,
        refusals: [{ kind: 'genre', value: 'Horror' }],
      });
    for (const mark of [',', '.', ';', ':', '!', '?', '(', ')'])
      expect(negationsOf(`no horror${mark} zombies`), mark).to.deep.equal({
        rest: `${mark} zombies`,
        refusals: [{ kind: 'genre', value: 'Horror' }],
      });
  });

  it('does not end a refusal at a word that only contains a turning word', () => {
    expect(refused('no butchers')).to.deep.equal([['tag', 'butcher']]);
    expect(refused('no sobbing')).to.deep.equal([['tag', 'sobbing']]);
    expect(refused('no with-it kids')).to.deep.equal([
      ['tag', 'with-it'],
      ['tag', 'kids'],
    ]);
    expect(refused("no that's-it endings")).to.deep.equal([
      ['tag', "that's-it"],
      ['tag', 'ending'],
    ]);
    expect(refused('no 2and')).to.deep.equal([['tag', '2and']]);
  });

  it('skips the words that only join a refusal, after the cue or before one that closes its clause', () => {
    for (const joining of [
      'a',
      'an',
      'the',
      'any',
      'anything',
      'too',
      'very',
      'overly',
      'at',
      'all',
      'more',
      'of',
      'kind',
      'stuff',
      'things',
      'type',
      'want',
      'in',
      'it',
      'is',
      'be',
    ]) {
      expect(negationsOf(`no ${joining} horror`), joining).to.deep.equal({ rest: '', refusals: [{ kind: 'genre', value: 'Horror' }] });
      expect(negationsOf(`comedy, scary not ${joining}`), joining).to.deep.equal({
        rest: `comedy, ${joining}`,
        refusals: [{ kind: 'genre', value: 'Horror' }],
      });
    }
  });

  it('reads what came before a closing cue only back to the clause’s start, and at most four words', () => {
    expect(negationsOf('comedy but horror not')).to.deep.equal({ rest: 'comedy but', refusals: [{ kind: 'genre', value: 'Horror' }] });
    expect(refused('aliens zombies vampires werewolves mummies not')).to.deep.equal([
      ['tag', 'zombie'],
      ['tag', 'vampire'],
      ['tag', 'werewolve'],
      ['tag', 'mummie'],
    ]);
    expect(negationsOf('not')).to.deep.equal({ rest: '', refusals: [] });
  });

  it('reads each refused word as the filter it means', () => {
    const notEnglish = MOVIE_LANGUAGES.filter((language) => language !== 'English').map((language) => ['language', language]);
    const cases: [string, [Refusal['kind'], string][]][] = [
      ['scary', [['genre', 'Horror']]],
      ['ghosts', [['genre', 'Horror']]],
      ['romantic', [['genre', 'Romance']]],
      ['rom-coms', [['genre', 'Romance']]],
      ['comedies', [['genre', 'Comedy']]],
      ['funny', [['genre', 'Comedy']]],
      ['fights', [['genre', 'Action']]],
      ['explosions', [['genre', 'Action']]],
      ['suspense', [['genre', 'Thriller']]],
      ['gangsters', [['genre', 'Crime']]],
      ['mafia', [['genre', 'Crime']]],
      ['aliens', [['genre', 'Sci-Fi']]],
      ['scifi', [['genre', 'Sci-Fi']]],
      ['dramas', [['genre', 'Drama']]],
      ['heavy drama', [['genre', 'Drama']]],
      ['mysteries', [['genre', 'Mystery']]],
      ['adventures', [['genre', 'Adventure']]],
      [
        'songs',
        [
          ['tag', 'musical'],
          ['tag', 'music'],
        ],
      ],
      [
        'dance numbers',
        [
          ['tag', 'musical'],
          ['tag', 'music'],
        ],
      ],
      [
        'cartoons',
        [
          ['tag', 'animation'],
          ['tag', 'anime'],
          ['tag', 'stop motion'],
        ],
      ],
      [
        'depressing',
        [
          ['tag', 'tearjerker'],
          ['tag', 'tragic romance'],
          ['tag', 'grief'],
          ['tag', 'tragedy'],
        ],
      ],
      [
        'violence',
        [
          ['tag', 'violent'],
          ['tag', 'violence'],
          ['tag', 'gore'],
          ['tag', 'slasher'],
        ],
      ],
      ['subtitles', notEnglish as [Refusal['kind'], string][]],
      ['foreign language', notEnglish as [Refusal['kind'], string][]],
      ['tv shows', [['kind', 'series']]],
      ['episodes', [['kind', 'series']]],
      ['feature films', [['kind', 'movie']]],
      ['hollywood', [['language', 'English']]],
      ['k-dramas', [['language', 'Korean']]],
      ['japanese', [['language', 'Japanese']]],
      ['french', [['language', 'French']]],
      ['spanish', [['language', 'Spanish']]],
      ['cantonese', [['language', 'Chinese']]],
      ['bollywood', [['language', 'Hindi']]],
      ['tollywood', [['language', 'Telugu']]],
      ['arabic', [['language', 'Arabic']]],
      ['kollywood', [['language', 'Tamil']]],
      ['sandalwood', [['language', 'Kannada']]],
      ['classics', [['era', 'Older']]],
      ['vintage', [['era', 'Older']]],
    ];
    for (const [words, meant] of cases) expect(refused(`no ${words}`), words).to.deep.equal(meant);
  });

  it('refuses films alone only when nothing else is refused with them', () => {
    expect(refused('no scary films')).to.deep.equal([['genre', 'Horror']]);
    expect(refused('no scary movie')).to.deep.equal([['genre', 'Horror']]);
    expect(refused('no scary film')).to.deep.equal([['genre', 'Horror']]);
    expect(refused('no scary filmmakers')).to.deep.equal([
      ['genre', 'Horror'],
      ['tag', 'filmmaker'],
    ]);
    expect(refused('no filmmakers')).to.deep.equal([['tag', 'filmmaker']]);
    expect(refused('no scary telefilms')).to.deep.equal([
      ['genre', 'Horror'],
      ['tag', 'telefilm'],
    ]);
    expect(refused('no films')).to.deep.equal([['kind', 'movie']]);
    expect(refused('no movies, films')).to.deep.equal([['kind', 'movie']]);
    expect(refused('no movies films')).to.deep.equal([['kind', 'movie']]);
    expect(refused('no zombie films')).to.deep.equal([['tag', 'zombie']]);
  });

  it('keeps a tag word’s ending when it is short or ends in a double s', () => {
    expect(refused('no boss')).to.deep.equal([['tag', 'boss']]);
    expect(refused('no bus')).to.deep.equal([['tag', 'bus']]);
    expect(refused('no cops')).to.deep.equal([['tag', 'cops']]);
    expect(refused('no robots')).to.deep.equal([['tag', 'robot']]);
    expect(refused('no chess')).to.deep.equal([['tag', 'chess']]);
    expect(refused('no mess')).to.deep.equal([['tag', 'mess']]);
    expect(refused('no 1999')).to.deep.equal([]);
    expect(refused('no 70mm')).to.deep.equal([['tag', '70mm']]);
    expect(refused('no area51')).to.deep.equal([['tag', 'area51']]);
  });
});

describe('whether a title has what a prompt refused', () => {
  const title = {
    genres: ['Comedy', 'Horror'],
    language: 'Korean',
    kind: 'movie',
    year: 1980,
    tags: ['Zombie apocalypse', 'found-footage'],
  };

  it('refuses a title with a refused genre, language, kind or era', () => {
    expect(isRefused(title, [{ kind: 'genre', value: 'Horror' }])).to.equal(true);
    expect(isRefused(title, [{ kind: 'genre', value: 'Drama' }])).to.equal(false);
    expect(isRefused(title, [{ kind: 'language', value: 'Korean' }])).to.equal(true);
    expect(isRefused(title, [{ kind: 'language', value: 'Hindi' }])).to.equal(false);
    expect(isRefused(title, [{ kind: 'kind', value: 'movie' }])).to.equal(true);
    expect(isRefused(title, [{ kind: 'kind', value: 'series' }])).to.equal(false);
    expect(isRefused({ ...title, year: 1979 }, [{ kind: 'era', value: 'Older' }])).to.equal(true);
    expect(isRefused(title, [{ kind: 'era', value: 'Older' }])).to.equal(false);
    expect(isRefused(title, [{ kind: 'era', value: '1980s' }])).to.equal(true);
    expect(isRefused({ ...title, year: 1989 }, [{ kind: 'era', value: '1980s' }])).to.equal(true);
    expect(isRefused({ ...title, year: 1990 }, [{ kind: 'era', value: '1980s' }])).to.equal(false);
    expect(isRefused({ ...title, year: 1979 }, [{ kind: 'era', value: '1980s' }])).to.equal(false);
    expect(isRefused(title, [])).to.equal(false);
  });

  it('refuses a title with a tag starting with a refused word, in any case, at a word’s start only', () => {
    expect(isRefused(title, [{ kind: 'tag', value: 'zombie' }])).to.equal(true);
    expect(isRefused(title, [{ kind: 'tag', value: 'apocalyp' }])).to.equal(true);
    expect(isRefused(title, [{ kind: 'tag', value: 'footage' }])).to.equal(true);
    expect(isRefused(title, [{ kind: 'tag', value: 'pocalypse' }])).to.equal(false);
    expect(isRefused(title, [{ kind: 'tag', value: 'vampire' }])).to.equal(false);
    expect(
      isRefused(title, [
        { kind: 'genre', value: 'Drama' },
        { kind: 'tag', value: 'zombie' },
      ]),
    ).to.equal(true);
  });
});
