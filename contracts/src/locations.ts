import { z } from 'zod';

/** A country as the billing form lists it (SPEC §3): `_id` is the ISO 3166-1 alpha-2 code ('IN'). */
export const Country = z.object({ _id: z.string(), name: z.string(), code: z.string() });
export type Country = z.infer<typeof Country>;

/** A state or union territory: `_id` is `${countryCode}-${code}` ('IN-TG'), `code` the country's own ('TG'). */
export const State = z.object({ _id: z.string(), name: z.string(), code: z.string() });
export type State = z.infer<typeof State>;
