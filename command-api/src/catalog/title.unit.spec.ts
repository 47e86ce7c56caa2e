import { expect } from 'chai';
import { CatalogTitle, certificateProblem, creditsProblem, describeProblems, UncheckedTitle } from './title';

const dangal = {
  title: 'Dangal',
  originalTitle: 'दंगल',
  year: 2016,
  kind: 'movie',
  runtimeMinutes: 161,
  seasons: null,
  language: 'Hindi',
  genres: ['Drama', 'Action'],
  director: 'Nitesh Tiwari',
  creator: null,
  cast: ['Aamir Khan', 'Fatima Sana Shaikh'],
  synopsis: 'A former wrestler trains his daughters to win the medals he never could.',
  tags: ['Based on true story', 'wrestling'],
  awards: [],
  certificate: 'U',
  streaming: { platforms: [], asOf: '2025-06', source: null },
  reference: 'Wikipedia (en): Dangal (film)',
  studios: ['Aamir Khan Productions'],
  franchise: null,
};

const problemsOf = (title: unknown) => {
  const parsed = CatalogTitle.safeParse(title);
  return parsed.success ? '' : describeProblems(parsed.error);
};

describe('a catalog title', () => {
  it('takes the certificate the film was released with: the CBFC bands of its year, the MPA ratings of theirs', () => {
    for (const [certificate, year] of [
      ['UA', 2023],
      ['S', 1990],
      ['U/A 7+', 2024],
      ['U/A 13+', 2025],
      ['U/A 16+', 2024],
      ['U', 1951],
      ['A', 1975],
      ['G', 1968],
      ['PG', 1968],
      ['R', 1968],
      ['PG-13', 1984],
      ['NC-17', 1990],
      [null, 1931],
    ] as const) {
      expect(certificateProblem(certificate, year), `${certificate} ${year}`).to.equal(null);
    }
  });

  it('refuses a certificate that did not exist in its year, saying why', () => {
    expect(certificateProblem('U/A 13+', 2023)).to.equal("U/A 13+ in 2023: the CBFC's U/A 13+ band exists from 2024 on (before: UA)");
    expect(certificateProblem('U/A 7+', 2023)).to.include('U/A 7+ band exists from 2024');
    expect(certificateProblem('U/A 16+', 2015)).to.include('U/A 16+ band exists from 2024');
    expect(certificateProblem('UA', 2025)).to.equal("UA in 2025: the CBFC's UA was split into U/A 7+, U/A 13+ and U/A 16+ in October 2024");
    expect(certificateProblem('S', 2025)).to.include('up to 2024');
    expect(certificateProblem('PG', 1967)).to.equal('PG in 1967: MPA ratings exist from November 1968 on');
    expect(certificateProblem('G', 1939)).to.include('November 1968');
    expect(certificateProblem('R', 1960)).to.include('November 1968');
    expect(certificateProblem('PG-13', 1983)).to.equal('PG-13 in 1983: the MPA rating PG-13 exists from 1984 on');
    expect(certificateProblem('NC-17', 1989)).to.equal('NC-17 in 1989: the MPA rating NC-17 exists from 1990 on');
    expect(problemsOf({ ...dangal, certificate: 'U/A 13+' })).to.equal("certificate: U/A 13+ in 2016: the CBFC's U/A 13+ band exists from 2024 on (before: UA)");
    expect(problemsOf({ ...dangal, certificate: 'U/A' })).to.include('certificate: "U/A" is not one of');
  });

  it('lists co-directors comma-separated, never joined by & or and, none blank or twice', () => {
    expect(creditsProblem('Joel Coen, Ethan Coen')).to.equal(null);
    expect(creditsProblem('Andrés Muschietti')).to.equal(null);
    expect(creditsProblem('Phil Lord & Christopher Miller')).to.include('comma-separated');
    expect(creditsProblem('Phil Lord and Christopher Miller')).to.include('comma-separated');
    expect(creditsProblem('Lana Wachowski / Lilly Wachowski')).to.include('comma-separated');
    expect(creditsProblem('Raj Nidimoru; Krishna D.K.')).to.include('comma-separated');
    expect(creditsProblem('Chris Buck, ')).to.equal('names are comma-separated, none blank');
    expect(creditsProblem('Daniel Kwan, Daniel Kwan')).to.equal('a name is listed twice');
    expect(problemsOf({ ...dangal, director: 'Joel Coen & Ethan Coen' })).to.match(/^director: several people are comma-separated/);
    expect(problemsOf({ ...dangal, kind: 'series', seasons: 2, director: null, creator: 'Raj & DK' })).to.match(/^creator: several people/);
  });

  it('lists platforms only with their source, and a source only with platforms', () => {
    const streaming = (platforms: string[], source: string | null) => ({ ...dangal, streaming: { platforms, asOf: '2017-06', source } });
    expect(problemsOf(streaming(['Netflix'], 'Streaming premiere on Netflix, June 2017'))).to.equal('');
    expect(problemsOf(streaming(['Netflix'], null))).to.equal('streaming: platforms need their source (a platform original, an announced streaming premiere)');
    expect(problemsOf(streaming([], 'Netflix original'))).to.equal('streaming: a source without platforms: list the platforms, or null the source');
    expect(problemsOf(streaming([], '  '))).to.include('streaming.source: must not be blank');
  });

  it('needs a reference, up to 3 studios each once, and a franchise or null', () => {
    const { reference: _, ...unreferenced } = dangal;
    expect(problemsOf(unreferenced)).to.equal('reference: expected text');
    expect(problemsOf({ ...dangal, reference: '' })).to.equal('reference: must not be blank');
    expect(problemsOf({ ...dangal, studios: ['A', 'B', 'C', 'D'] })).to.equal('studios: at most 3 entries');
    expect(problemsOf({ ...dangal, studios: ['Pixar', 'Pixar'] })).to.equal('studios: a studio is listed twice');
    expect(problemsOf({ ...dangal, franchise: '' })).to.equal('franchise: must not be blank');
    expect(problemsOf({ ...dangal, franchise: 'Dangal' })).to.equal('');
  });

  it('takes an unchecked title (a model named it) only without a reference, under the same rules', () => {
    expect(UncheckedTitle.safeParse({ ...dangal, reference: null }).success).to.equal(true);
    expect(UncheckedTitle.safeParse(dangal).success).to.equal(false);
    expect(UncheckedTitle.safeParse({ ...dangal, reference: null, certificate: 'UA', year: 2025 }).success).to.equal(false);
  });
});
