import { inspect, isDeepStrictEqual } from 'node:util';
import { AssertionError } from 'chai';
import type { Decider, DecisionContext } from '@more-ai/command-api/pipeline/decider';
import { DomainError, type DomainErrorKind } from '@more-ai/platform/domain/errors';

/** What a decision is checked against: the events it decided, or the refusal it threw. */
export interface DecisionOutcome<Event> {
  /** The decider decided exactly these events, in this order ([] for nothing to do). */
  then(expected: readonly Event[]): void;
  /** The decider refused with this kind of domain error and, where given, this message and code. */
  thenThrows(kind: DomainErrorKind, message?: string, code?: string): void;
}

export interface GivenEvents<Command, Event> {
  /** Decides `command` on the state the given events fold into; `context` overrides the spec's clock. */
  when(command: Command, context?: Partial<DecisionContext>): DecisionOutcome<Event>;
}

export interface DeciderSpecification<Command, Event> {
  /** The stream's past: folded with the decider's own `evolve`, from its initial state. */
  given(events?: readonly Event[]): GivenEvents<Command, Event>;
}

/**
 * Given/when/then over a pure decider, as emmett's DeciderSpecification: a rule is stated as the
 * events a stream already holds, the command, and the events decided or the refusal thrown.
 *
 *   const spec = deciderSpec(favoritesDecider, { now });
 *   spec.given([added('m1')]).when(add('m1')).thenThrows(Conflict, ALREADY_A_FAVORITE, 'ALREADY_IN_FAVORITES');
 */
export function deciderSpec<Command, State, Event extends { type: string; data: unknown }>(
  decider: Decider<Command, State, Event>,
  context: DecisionContext,
): DeciderSpecification<Command, Event> {
  return {
    given: (events = []) => ({
      when: (command, override = {}) => {
        const state = events.reduce(decider.evolve, decider.initialState());
        let decided: Event[] | undefined;
        let refusal: unknown;
        try {
          decided = decider.decide(command, state, { ...context, ...override });
        } catch (error) {
          refusal = error;
        }
        return {
          then(expected) {
            if (!decided) throw new AssertionError(`expected the events ${show(expected)}, but the decider refused: ${describe(refusal)}`);
            if (!isDeepStrictEqual(decided, expected)) {
              throw new AssertionError(`expected the events ${show(expected)}, but the decider decided ${show(decided)}`, {
                actual: decided,
                expected,
                showDiff: true,
              });
            }
          },
          thenThrows(kind, message, code) {
            const wanted = `${kind.name}${message === undefined ? '' : ` '${message}'`}${code === undefined ? '' : ` (${code})`}`;
            if (decided) throw new AssertionError(`expected the refusal ${wanted}, but the decider decided ${show(decided)}`);
            const matches =
              refusal instanceof kind &&
              (message === undefined || refusal.message === message) &&
              (code === undefined || refusal.code === code);
            if (!matches) throw new AssertionError(`expected the refusal ${wanted}, but the decider threw ${describe(refusal)}`);
          },
        };
      },
    }),
  };
}

function show(events: readonly unknown[]): string {
  return events.length === 0 ? '[] (nothing)' : inspect(events, { depth: 6, breakLength: Infinity });
}

function describe(error: unknown): string {
  if (error instanceof DomainError) return `${error.constructor.name} '${error.message}' (${error.code})`;
  return error instanceof Error ? `${error.name}: ${error.message} (not a domain error)` : inspect(error);
}
