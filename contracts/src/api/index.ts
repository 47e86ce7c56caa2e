import { adminContracts } from './admin';
import { adminProjectionContracts } from './admin-projections';
import { adminEventContracts } from './admin-events';
import { authContracts } from './auth';
import { browseContracts } from './browse';
import { contactContracts } from './contacts';
import type { ApiContract } from './contract';
import { diaryContracts } from './diary';
import { exportContracts } from './exports';
import { favoriteContracts } from './favorites';
import { featureContracts } from './features';
import { followingContracts } from './following';
import { importContracts } from './imports';
import { locationContracts } from './locations';
import { movieContracts } from './movies';
import { operationsContracts } from './health';
import { paymentContracts, subscriptionContracts } from './payments';
import { planContracts } from './plans';
import { profileContracts } from './profiles';
import { recommendationContracts } from './recommendations';
import { similarContracts } from './similar';
import { watchlistContracts } from './watchlists';

export * from './contract';

/**
 * Every /api route: the servers validate with these schemas, the UI takes its types from them,
 * /api/openapi.json is generated from them, and test apps check every answer against them.
 * A new route adds its contract to its area's list; a route without one fails the routes test.
 */
export const API_CONTRACTS: readonly ApiContract[] = [
  ...authContracts,
  ...contactContracts,
  ...favoriteContracts,
  ...watchlistContracts,
  ...diaryContracts,
  ...importContracts,
  ...exportContracts,
  ...profileContracts,
  ...followingContracts,
  ...recommendationContracts,
  ...movieContracts,
  ...similarContracts,
  ...browseContracts,
  ...featureContracts,
  ...planContracts,
  ...paymentContracts,
  ...subscriptionContracts,
  ...locationContracts,
  ...operationsContracts,
  ...adminContracts,
  ...adminProjectionContracts,
  ...adminEventContracts,
];
