import type { UnknownAction } from 'redux';

/**
 * A saga stepped by hand in a unit test (STYLE.md): the test feeds each effect's result in, so the
 * values it sends are whatever the step under test expects.
 */
export type Story = Generator<unknown, unknown, unknown>;

export function story(saga: Generator<unknown, unknown, never>): Story {
  return saga as Story;
}

/** The action a put effect dispatches. */
export function putAction(effect: unknown): UnknownAction {
  return (effect as { payload: { action: UnknownAction } }).payload.action;
}
