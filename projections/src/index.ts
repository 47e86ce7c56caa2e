import { activityProjector } from './activity/projector';
import { adminStatsProjector } from './admin-stats/projector';
import { contactsProjector } from './contacts/projector';
import { diaryProjector } from './diary/projector';
import { discoveriesProjector } from './discoveries/projector';
import { eventLogProjector } from './event-log/projector';
import { favoritesProjector } from './favorites/projector';
import { mailDeliveriesProjector } from './mail-deliveries/projector';
import { featuresProjector } from './features/projector';
import { followsProjector } from './follows/projector';
import { importsProjector } from './imports/projector';
import { moviesProjector } from './movies/projector';
import { paymentsProjector } from './payments/projector';
import { plansProjector } from './plans/projector';
import type { Projector } from './runner/projector';
import { searchQuotaProjector } from './search-quota/projector';
import { sessionsProjector } from './sessions/projector';
import { subscriptionsProjector } from './subscriptions/projector';
import { usersProjector } from './users/projector';
import { watchlistsProjector } from './watchlists/projector';

export type { Projector } from './runner/projector';
export { ProjectionRunner } from './runner/runner';
export { ProjectionWatcher } from './runner/watcher';
export { rebuildProjection, type RebuildProgress } from './runner/rebuild';
export {
  countParkedEvents,
  listParkedEvents,
  retryParkedEvents,
  skipParkedEvents,
  type ParkedEvent,
  type RetryOutcome,
} from './runner/parked';
export { contactsProjector, featuresProjector, plansProjector, sessionsProjector, usersProjector };
export { discoveriesProjector, searchQuotaProjector };
export { moviesProjector };
export { followsProjector };
export { favoritesProjector };
export { mailDeliveriesProjector };
export { watchlistsProjector };
export { diaryProjector };
export { paymentsProjector, subscriptionsProjector };
export { eventLogProjector };
export { adminStatsProjector };
export { activityProjector };
export { importsProjector };

/** Every read model. Add a projector here and the runner, the CLI and read-your-writes know it. */
export const allProjectors: readonly Projector[] = [
  plansProjector,
  featuresProjector,
  contactsProjector,
  sessionsProjector,
  usersProjector,
  discoveriesProjector,
  searchQuotaProjector,
  moviesProjector,
  followsProjector,
  favoritesProjector,
  watchlistsProjector,
  diaryProjector,
  importsProjector,
  activityProjector,
  mailDeliveriesProjector,
  paymentsProjector,
  subscriptionsProjector,
  adminStatsProjector,
  eventLogProjector,
];
