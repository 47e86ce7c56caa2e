import type { ProjectionsOverview } from '@more-ai/contracts/api/admin-projections';
import type { UnknownAction } from 'redux';
import { defineAction } from '../../../app/actions';
import type { LoadStatus } from '../../../app/load-status';

export type ProjectionView = ProjectionsOverview['projections'][number];
export type ConsumerView = ProjectionsOverview['reactors'][number];
export type RebuildView = NonNullable<ProjectionView['rebuild']>;
export type ParkedEventView = ProjectionView['parkedEvents'][number];
export type ParkedAction = 'retry' | 'skip';

export interface ParkedRequest {
  readonly name: string;
  readonly position: string;
  readonly action: ParkedAction;
}

export interface ProjectionsState {
  readonly status: LoadStatus;
  /** Why the last read failed; the figures read before it stay shown. */
  readonly error: string | null;
  readonly overview: ProjectionsOverview | null;
  /** Whether the browser tab is shown: a hidden tab is not polled. */
  readonly visible: boolean;
  /** Projectors whose rebuild or cancel is on its way: their buttons wait. */
  readonly requesting: readonly string[];
  /** Parked events whose retry or skip is on its way, as `name/position`. */
  readonly parkedBusy: readonly string[];
}

export const initialProjectionsState: ProjectionsState = {
  status: 'idle',
  error: null,
  overview: null,
  visible: true,
  requesting: [],
  parkedBusy: [],
};

/** The page is shown: its figures are read now and every POLL_MS while the tab is visible. */
export const projectionsOpened = defineAction()('admin/projections/opened');
export const projectionsLeft = defineAction()('admin/projections/left');
export const projectionsVisibilityChanged = defineAction<boolean>()('admin/projections/visibilityChanged');
/** Read the figures now (Try again, or after an action). */
export const projectionsRefreshRequested = defineAction()('admin/projections/refreshRequested');
export const projectionsLoaded = defineAction<ProjectionsOverview>()('admin/projections/loaded');
export const projectionsFailed = defineAction<string>()('admin/projections/failed');

export const rebuildRequested = defineAction<string>()('admin/projections/rebuildRequested');
export const rebuildCancelRequested = defineAction<string>()('admin/projections/rebuildCancelRequested');
export const projectionRequestSettled = defineAction<string>()('admin/projections/requestSettled');
export const parkedActionRequested = defineAction<ParkedRequest>()('admin/projections/parkedActionRequested');
export const parkedActionSettled = defineAction<ParkedRequest>()('admin/projections/parkedActionSettled');

export const parkedKey = ({ name, position }: { name: string; position: string }) => `${name}/${position}`;

export function projectionsReducer(state: ProjectionsState = initialProjectionsState, action: UnknownAction): ProjectionsState {
  if (projectionsOpened.match(action)) return { ...state, status: state.overview ? state.status : 'loading' };
  if (projectionsVisibilityChanged.match(action)) return { ...state, visible: action.payload };
  if (projectionsLoaded.match(action)) return { ...state, status: 'loaded', error: null, overview: action.payload };
  if (projectionsFailed.match(action)) return { ...state, status: 'failed', error: action.payload };
  if (projectionsRefreshRequested.match(action))
    return state.status === 'failed' && !state.overview ? { ...state, status: 'loading' } : state;

  if (rebuildRequested.match(action) || rebuildCancelRequested.match(action)) {
    return { ...state, requesting: [...state.requesting.filter((name) => name !== action.payload), action.payload] };
  }
  if (projectionRequestSettled.match(action)) return { ...state, requesting: state.requesting.filter((name) => name !== action.payload) };
  if (parkedActionRequested.match(action)) {
    const key = parkedKey(action.payload);
    return { ...state, parkedBusy: [...state.parkedBusy.filter((busy) => busy !== key), key] };
  }
  if (parkedActionSettled.match(action)) {
    const key = parkedKey(action.payload);
    return { ...state, parkedBusy: state.parkedBusy.filter((busy) => busy !== key) };
  }
  return state;
}
