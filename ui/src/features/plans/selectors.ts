import type { RootState } from '../../app/root-reducer';

export const selectPlans = (state: RootState) => state.plans;
