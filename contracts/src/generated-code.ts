import { config } from 'zod';

/**
 * Validation that never compiles code, for the browser, whose Content-Security-Policy refuses eval.
 * zod otherwise probes `new Function` on its first parse of an object: it falls back when refused,
 * but the browser reports each refusal as a policy violation.
 */
export function validateWithoutGeneratedCode(): void {
  config({ jitless: true });
}
