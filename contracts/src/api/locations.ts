import { z } from 'zod';
import { Country, State } from '../locations';
import { Id } from '../text';
import { ok, route } from './contract';

const ById = z.object({ id: Id('Location id') });
const ByCode = z.object({ code: Id('Location code') });
const TAG = 'Locations';
const countries = ok('The countries', z.array(Country));
const states = ok('The states, [] for a country without any', z.array(State));

export const listCountries = route({
  method: 'get',
  path: '/api/countries',
  operationId: 'listCountries',
  summary: 'The countries the billing form offers',
  tag: TAG,
  access: 'public',
  responses: { 200: countries },
});

export const countryByCode = route({
  method: 'get',
  path: '/api/countries/code/{code}',
  operationId: 'getCountryByCode',
  summary: 'A country by its ISO code',
  tag: TAG,
  access: 'public',
  request: { params: ByCode },
  responses: { 200: ok('The country', Country), 404: 'No such country' },
});

export const countryById = route({
  method: 'get',
  path: '/api/countries/{id}',
  operationId: 'getCountry',
  summary: 'A country by its id',
  tag: TAG,
  access: 'public',
  request: { params: ById },
  responses: { 200: ok('The country', Country), 404: 'No such country' },
});

export const statesOfCountry = route({
  method: 'get',
  path: '/api/states/country/{id}',
  operationId: 'listStatesOfCountry',
  summary: "A country's states, by the country's id",
  tag: TAG,
  access: 'public',
  request: { params: ById },
  responses: { 200: states, 404: 'No such country' },
});

export const statesOfCountryCode = route({
  method: 'get',
  path: '/api/states/country-code/{code}',
  operationId: 'listStatesOfCountryCode',
  summary: "A country's states, by the country's ISO code",
  tag: TAG,
  access: 'public',
  request: { params: ByCode },
  responses: { 200: states, 404: 'No such country' },
});

export const stateByCode = route({
  method: 'get',
  path: '/api/states/code/{code}',
  operationId: 'getStateByCode',
  summary: "A state by its own code; India's unless countryCode says otherwise",
  tag: TAG,
  access: 'public',
  request: { params: ByCode, query: z.object({ countryCode: z.string().optional() }) },
  responses: { 200: ok('The state', State), 404: 'No such state' },
});

export const stateById = route({
  method: 'get',
  path: '/api/states/{id}',
  operationId: 'getState',
  summary: "A state by its id ('IN-TG')",
  tag: TAG,
  access: 'public',
  request: { params: ById },
  responses: { 200: ok('The state', State), 404: 'No such state' },
});

export const locationContracts = [listCountries, countryByCode, countryById, statesOfCountry, statesOfCountryCode, stateByCode, stateById];
