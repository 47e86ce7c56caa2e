/**
 * A stream family's business logic as two pure functions (emmett's decider): `decide` turns a command
 * and the current state into new events or throws a domain error (a broken rule); `evolve` folds one
 * event into the state. No I/O, so rules are tested without HTTP or a database.
 */
export interface Decider<Command, State, Event extends { type: string; data: unknown }> {
  /** Stream category: streams are named `{category}-{id}`. */
  readonly category: string;
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, context: DecisionContext): Event[];
}

/** What a decision may depend on besides the state: the clock, injected so tests can fix it. */
export interface DecisionContext {
  readonly now: Date;
}
