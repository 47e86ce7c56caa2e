export type ConsumerState = 'starting' | 'standby' | 'running' | 'restarting' | 'stopped';

/** What went wrong last for a consumer here (a failed batch or subscription, a lost lock, an event parked), and when. */
export interface ConsumerError {
  message: string;
  at: Date;
}

/** A consumer as this instance runs it, for health: its state here and its last error. */
export interface ConsumerStatus {
  state: ConsumerState;
  lastError: ConsumerError | undefined;
}
