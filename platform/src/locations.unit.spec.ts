import { expect } from 'chai';
import { allCountries, findCountry, findCountryByCode, findState, findStateByCode, statesOf } from './locations';

// India's 28 states and 8 union territories, with the codes the billing form and GST rules use.
const INDIA = {
  'Andaman and Nicobar Islands': 'AN',
  'Andhra Pradesh': 'AP',
  'Arunachal Pradesh': 'AR',
  Assam: 'AS',
  Bihar: 'BR',
  Chandigarh: 'CH',
  Chhattisgarh: 'CT',
  'Dadra and Nagar Haveli and Daman and Diu': 'DH',
  Delhi: 'DL',
  Goa: 'GA',
  Gujarat: 'GJ',
  Haryana: 'HR',
  'Himachal Pradesh': 'HP',
  'Jammu and Kashmir': 'JK',
  Jharkhand: 'JH',
  Karnataka: 'KA',
  Kerala: 'KL',
  Ladakh: 'LA',
  Lakshadweep: 'LD',
  'Madhya Pradesh': 'MP',
  Maharashtra: 'MH',
  Manipur: 'MN',
  Meghalaya: 'ML',
  Mizoram: 'MZ',
  Nagaland: 'NL',
  Odisha: 'OR',
  Puducherry: 'PY',
  Punjab: 'PB',
  Rajasthan: 'RJ',
  Sikkim: 'SK',
  'Tamil Nadu': 'TN',
  Telangana: 'TG',
  Tripura: 'TR',
  'Uttar Pradesh': 'UP',
  Uttarakhand: 'UT',
  'West Bengal': 'WB',
};

describe('countries and states', () => {
  it('lists every country once, by name, with its ISO code as id', () => {
    const countries = allCountries();
    expect(countries.length).to.be.within(240, 260);
    expect(new Set(countries.map((c) => c._id)).size).to.equal(countries.length);
    const names = countries.map((c) => c.name);
    expect(names).to.deep.equal([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries).to.deep.include({ _id: 'IN', name: 'India', code: 'IN' });
    for (const country of countries)
      expect(country._id, country.name)
        .to.equal(country.code)
        .and.match(/^[A-Z]{2}$/);
  });

  it("has all of India's states and union territories with their codes, Telangana as TG, by name", () => {
    const states = statesOf('IN');
    expect(Object.fromEntries(states.map((s) => [s.name, s.code]))).to.deep.equal(INDIA);
    expect(states.map((s) => s.name)).to.deep.equal(Object.keys(INDIA).sort((a, b) => a.localeCompare(b, 'en')));
    expect(states).to.deep.include({ _id: 'IN-TG', name: 'Telangana', code: 'TG' });
  });

  it('finds a country by id or code in any letter case, and nothing for an unknown one', () => {
    expect(findCountry('IN')).to.deep.equal({ _id: 'IN', name: 'India', code: 'IN' });
    expect(findCountryByCode('in')).to.deep.equal({ _id: 'IN', name: 'India', code: 'IN' });
    expect(findCountryByCode('US')?.name).to.equal('United States');
    expect(findCountry('XX')).to.equal(undefined);
    expect(findCountry('')).to.equal(undefined);
  });

  it('finds a state by id, or by code within a country', () => {
    expect(findState('IN-TG')).to.deep.equal({ _id: 'IN-TG', name: 'Telangana', code: 'TG' });
    expect(findState('in-ka')?.name).to.equal('Karnataka');
    expect(findStateByCode('TG', 'CH')?.name).to.equal('Thurgau');
    expect(findState('IN-XX')).to.equal(undefined);
    expect(findState('TG')).to.equal(undefined);
  });

  it("answers a state code without a country with India's state first", () => {
    expect(findStateByCode('TG')).to.deep.equal({ _id: 'IN-TG', name: 'Telangana', code: 'TG' });
    expect(findStateByCode('tn')?._id).to.equal('IN-TN');
    // Not an Indian code: the first country by name that has it (South Holland before Zürich).
    expect(findStateByCode('ZH')?._id).to.equal('NL-ZH');
    expect(findStateByCode('NO-SUCH-CODE')).to.equal(undefined);
  });

  it('gives no states for an unknown country', () => {
    expect(findCountry('VA')?.name).to.equal('Holy See (Vatican City)');
    expect(statesOf('XX')).to.deep.equal([]);
  });

  it("keeps its data safe from a caller's changes", () => {
    statesOf('IN')[0]!.name = 'Changed';
    allCountries()[0]!.name = 'Changed';
    expect(statesOf('IN')[0]!.name).to.equal('Andaman and Nicobar Islands');
    expect(allCountries()[0]!.name).to.not.equal('Changed');
  });
});
