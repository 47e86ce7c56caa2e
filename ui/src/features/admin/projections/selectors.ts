import { useSelector } from 'react-redux';
import type { RootState } from '../../../app/root-reducer';
import type { ProjectionsState } from './slice';

/** The app's state once the admin chunk, with the projections page, has joined it. */
export type ProjectionsRootState = RootState & { readonly admin: { readonly projections: ProjectionsState } };

export const selectProjections = (state: ProjectionsRootState) => state.admin.projections;
export const selectProjectionsVisible = (state: ProjectionsRootState) => state.admin.projections.visible;

/** useAppSelector for the projections page, which renders only once the admin chunk has joined the store. */
export const useProjectionsSelector = useSelector.withTypes<ProjectionsRootState>();
