import type { AdminEvent } from '@more-ai/contracts/api/admin-events';

/** An event as the admin event log lists it, at `position` ('commit-prepare'). */
export function adminEvent(position: string, overrides: Partial<AdminEvent> = {}): AdminEvent {
  return {
    position,
    id: `event-${position}`,
    stream: 'Account-user-1',
    revision: 0,
    type: 'AccountRegistered',
    version: { written: 1, current: 1 },
    time: '2026-11-26T09:00:00.000Z',
    metadata: { actor: 'user-1', correlationId: 'request-1', causationId: 'request-1' },
    actorName: 'asha',
    data: { userId: 'user-1' },
    ...overrides,
  };
}
