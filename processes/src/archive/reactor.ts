import type { RecordedEvent } from '@more-ai/events/store/port';
import type { ProcessCause, ProcessCommands } from '../commands';
import { defineReactor, type Reactor } from '../reactor';

const causeOf = (event: RecordedEvent, step: 'archive' | 'restore'): ProcessCause => ({
  commandId: `${step}:${event.id}`,
  correlationId: event.metadata.correlationId,
  causationId: event.id,
});

/**
 * The downgrade's archive (issue 11), event in, command out. A subscription gone FREE (scheduled,
 * expired, or at once) archives what is over the FREE limits; a paid PRO period restores what the
 * last downgrade archived. The request that went FREE or paid does the same at once; this is the
 * safety net when it died halfway, and the only path for the jobs' downgrades. ContentArchived and
 * ArchiveRestored are acted on too, so a plan recorded and then left half carried out is finished.
 * Both commands are idempotent and leave a PRO account (or a FREE one) as it should be, so applying
 * an event again, or late, changes nothing more.
 */
export function archiveReactor(commands: ProcessCommands): Reactor {
  const archive = async (events: readonly RecordedEvent<string, { userId: string }>[]) => {
    for (const event of events) await commands.archiveOverFreeLimits(event.data.userId, causeOf(event, 'archive'));
  };
  const restore = async (events: readonly RecordedEvent<string, { userId: string }>[]) => {
    for (const event of events) await commands.restoreArchive(event.data.userId, causeOf(event, 'restore'));
  };
  return defineReactor({
    name: 'archive',
    schema: 'pm_archive',
    migrations: {},
    on: {
      SubscriptionDowngraded: archive,
      ContentArchived: archive,
      ProPeriodPaid: restore,
      ArchiveRestored: restore,
    },
  });
}
