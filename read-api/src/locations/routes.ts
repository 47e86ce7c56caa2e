import Router from '@koa/router';
import { countryByCode, countryById } from '@more-ai/contracts/api/locations';
import type Koa from 'koa';
import { NotFound, validatePathIds } from '@more-ai/platform';
import type { Country, State } from '@more-ai/contracts/locations';
import { allCountries, findCountry, findCountryByCode, findState, findStateByCode, statesOf } from '@more-ai/platform/locations';

/** Reference data that changes with a package upgrade, not with anyone's action: browsers may keep it a day. */
const CACHEABLE = 'public, max-age=86400';

/**
 * SPEC §7 Location calls (public): the countries and states the billing form offers. Unknown ids
 * and codes answer 404; a country without states has an empty list.
 */
export function locationRoutes(): Router {
  const router = validatePathIds(new Router(), { ...countryById.request.params.shape, ...countryByCode.request.params.shape });
  const answer = (ctx: Koa.Context, body: Country | State | Country[] | State[]) => {
    ctx.set('Cache-Control', CACHEABLE);
    ctx.body = body;
  };

  router.get('/api/countries', (ctx) => answer(ctx, allCountries()));
  router.get('/api/countries/code/:code', (ctx) => answer(ctx, country(findCountryByCode(ctx.params.code!))));
  router.get('/api/countries/:id', (ctx) => answer(ctx, country(findCountry(ctx.params.id!))));
  router.get('/api/states/country/:id', (ctx) => answer(ctx, statesOf(country(findCountry(ctx.params.id!))._id)));
  router.get('/api/states/country-code/:code', (ctx) => answer(ctx, statesOf(country(findCountryByCode(ctx.params.code!))._id)));
  router.get('/api/states/code/:code', (ctx) => {
    // ?countryCode=IN narrows a code that several countries use; without it India's state answers.
    const countryCode = typeof ctx.query.countryCode === 'string' ? ctx.query.countryCode : undefined;
    answer(ctx, state(findStateByCode(ctx.params.code!, countryCode)));
  });
  router.get('/api/states/:id', (ctx) => answer(ctx, state(findState(ctx.params.id!))));
  return router;
}

function country(found: Country | undefined): Country {
  if (!found) throw new NotFound('Country not found');
  return found;
}

function state(found: State | undefined): State {
  if (!found) throw new NotFound('State not found');
  return found;
}
