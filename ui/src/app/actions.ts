import type { UnknownAction } from 'redux';

// A type alias, not an interface: Redux's UnknownAction needs the implicit index signature aliases get.
export type PayloadAction<T extends string, P> = {
  readonly type: T;
  readonly payload: P;
};

export interface ActionDefinition<T extends string, P> {
  (payload: P): PayloadAction<T, P>;
  readonly type: T;
  /** Narrows any action to this one, so plain reducers and sagas stay typed without a switch on strings. */
  match(action: UnknownAction): action is UnknownAction & PayloadAction<T, P>;
}

/** Declares one kind of action: `defineAction<Payload>()('feature/somethingHappened')`. */
export function defineAction<P = void>() {
  return <T extends string>(type: T): ActionDefinition<T, P> =>
    Object.assign((payload: P) => ({ type, payload }), {
      type,
      match: (action: UnknownAction): action is UnknownAction & PayloadAction<T, P> => action.type === type,
    });
}
