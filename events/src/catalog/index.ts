import { EventRegistry, type RecordedEventOf } from '../definitions';
import { accountEvents } from './accounts';
import { contactEvents } from './contacts';
import { diaryEvents } from './diary';
import { favoriteEvents } from './favorites';
import { FeatureRegistered } from './features';
import { importEvents } from './imports';
import { InvoiceNumberAssigned } from './invoices';
import { mailEvents } from './mail';
import { followEvents } from './follows';
import { MovieCataloged, MovieRevised } from './movies';
import { paymentEvents, subscriptionEvents } from './payments';
import { SubscriptionPlanDefined, SubscriptionPlanRevised } from './plans';
import { projectionEvents } from './projections';
import { recommendationEvents } from './recommendations';
import { sessionEvents } from './sessions';
import { watchlistEvents } from './watchlists';

export * from './accounts';
export * from './contacts';
export * from './diary';
export * from './favorites';
export * from './features';
export * from './imports';
export * from './follows';
export * from './invoices';
export * from './mail';
export * from './movies';
export * from './payments';
export * from './plans';
export * from './projections';
export * from './recommendations';
export * from './sessions';
export * from './watchlists';

/** Every event type MoRe AI writes. Add a new definition here and the readers know it. */
const catalog = [
  ...contactEvents,
  SubscriptionPlanDefined,
  SubscriptionPlanRevised,
  FeatureRegistered,
  MovieCataloged,
  MovieRevised,
  ...accountEvents,
  ...mailEvents,
  InvoiceNumberAssigned,
  ...paymentEvents,
  ...subscriptionEvents,
  ...sessionEvents,
  ...recommendationEvents,
  ...favoriteEvents,
  ...followEvents,
  ...watchlistEvents,
  ...diaryEvents,
  ...importEvents,
  ...projectionEvents,
] as const;

export const eventRegistry = new EventRegistry(catalog);

/** Each event type's name and its recorded form, as consumers of the log read it (upcast). */
export type RecordedEventsByType = { [D in (typeof catalog)[number] as D['type']]: RecordedEventOf<D> };

/** The name of an event type MoRe AI writes. */
export type EventType = keyof RecordedEventsByType;
