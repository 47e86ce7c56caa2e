import { expect } from 'chai';
import { CERTIFICATES, certificateProblem, creditsProblem, streamingProblem } from './rules';

describe("the catalog format's rules", () => {
  describe('a certificate in its year', () => {
    const cbfcBand = (band: string) => `${band}: the CBFC's ${band.split(' in ')[0]} band exists from 2024 on (before: UA)`;

    it('takes the CBFC bands from 2024 on only', () => {
      for (const band of ['U/A 7+', 'U/A 13+', 'U/A 16+']) {
        expect(certificateProblem(band, 2024), band).to.equal(null);
        expect(certificateProblem(band, 2031), band).to.equal(null);
        expect(certificateProblem(band, 2023), band).to.equal(cbfcBand(`${band} in 2023`));
        expect(certificateProblem(band, 1995), band).to.equal(cbfcBand(`${band} in 1995`));
      }
    });

    it('takes UA and S up to 2024 only (a 2024 film was certified UA until October)', () => {
      expect(certificateProblem('UA', 2024)).to.equal(null);
      expect(certificateProblem('S', 1985)).to.equal(null);
      expect(certificateProblem('S', 2024)).to.equal(null);
      expect(certificateProblem('UA', 2025)).to.equal("UA in 2025: the CBFC's UA was split into U/A 7+, U/A 13+ and U/A 16+ in October 2024");
      expect(certificateProblem('S', 2025)).to.equal("S in 2025: the CBFC's S certificate is for films certified up to 2024");
    });

    it('takes MPA ratings from 1968, PG-13 from 1984 and NC-17 from 1990', () => {
      for (const rating of ['G', 'PG', 'R']) {
        expect(certificateProblem(rating, 1968), rating).to.equal(null);
        expect(certificateProblem(rating, 1967), rating).to.equal(`${rating} in 1967: MPA ratings exist from November 1968 on`);
      }
      expect(certificateProblem('PG-13', 1984)).to.equal(null);
      expect(certificateProblem('PG-13', 1983)).to.equal('PG-13 in 1983: the MPA rating PG-13 exists from 1984 on');
      expect(certificateProblem('NC-17', 1990)).to.equal(null);
      expect(certificateProblem('NC-17', 1989)).to.equal('NC-17 in 1989: the MPA rating NC-17 exists from 1990 on');
    });

    it('takes U, A and no certificate in any year, and leaves unknown spellings to the schema', () => {
      for (const year of [1913, 2023, 2024, 2040]) {
        expect(certificateProblem('U', year)).to.equal(null);
        expect(certificateProblem('A', year)).to.equal(null);
        expect(certificateProblem(null, year)).to.equal(null);
        expect(certificateProblem('U/A', year)).to.equal(null);
      }
      expect(CERTIFICATES).to.deep.equal(['U', 'UA', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A', 'S', 'G', 'PG', 'PG-13', 'R', 'NC-17']);
    });
  });

  describe('credited people', () => {
    const joined = 'several people are comma-separated ("Joel Coen, Ethan Coen"), not joined by &, and, / or ;';

    it('takes one name, or several comma-separated, spaces around them ignored', () => {
      for (const credits of ['Bong Joon-ho', 'Joel Coen, Ethan Coen', ' Chris Buck ,Jennifer Lee ', 'Wes Anderson', 'Alexander Payne', 'Marc Caro/Jeunet', 'Kiyoshi Kurosawa']) {
        expect(creditsProblem(credits), credits).to.equal(null);
      }
    });

    it('refuses people joined by &, and, a spaced slash or a semicolon', () => {
      for (const credits of ['Phil Lord & Christopher Miller', 'Phil Lord and Christopher Miller', 'Lana Wachowski / Lilly Wachowski', 'Raj Nidimoru; Krishna D.K.', 'Raj Nidimoru;Krishna D.K.', 'Byron Howard, Rich Moore & Jared Bush']) {
        expect(creditsProblem(credits), credits).to.equal(joined);
      }
    });

    it('refuses a blank name and a name listed twice', () => {
      expect(creditsProblem('Chris Buck, ')).to.equal('names are comma-separated, none blank');
      expect(creditsProblem(', Jennifer Lee')).to.equal('names are comma-separated, none blank');
      expect(creditsProblem('Daniel Kwan,  Daniel Kwan ')).to.equal('a name is listed twice');
    });
  });

  describe('where a title streams', () => {
    it('lists platforms only with their source, and a source only with platforms', () => {
      expect(streamingProblem({ platforms: ['Netflix'], source: 'Netflix original' })).to.equal(null);
      expect(streamingProblem({ platforms: [], source: null })).to.equal(null);
      expect(streamingProblem({ platforms: ['Netflix'], source: null })).to.equal('platforms need their source (a platform original, an announced streaming premiere)');
      expect(streamingProblem({ platforms: [], source: 'Netflix original' })).to.equal('a source without platforms: list the platforms, or null the source');
    });
  });
});
