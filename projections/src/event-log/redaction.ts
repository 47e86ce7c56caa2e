import type { EventRegistry } from '@more-ai/events/definitions';

/**
 * Per event type with personal data: each personal field → what it reads as once its owner is
 * deleted. The projector replaces the fields that hold a value, as openPersonalData reads them.
 */
export type Redactions = Readonly<Record<string, Readonly<Record<string, string | null>>>>;

/** The registry's redaction values ('Deleted user', '[deleted]', ...) of every type that has personal data. */
export function redactionsOf(registry: Pick<EventRegistry, 'types' | 'get'>): Redactions {
  const redactions: Record<string, Record<string, string | null>> = {};
  for (const type of registry.types) {
    // Every type the registry lists, it defines.
    const fields = registry.get(type)!.personalData?.fields;
    if (fields && Object.keys(fields).length > 0) redactions[type] = { ...(fields as Record<string, string | null>) };
  }
  return redactions;
}
