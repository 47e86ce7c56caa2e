/**
 * GST on a plan's price (SPEC §9), one rule for the server, which charges it, and the UI, which shows
 * it before payment. The supplier is registered in Telangana: a buyer there pays CGST and SGST (an
 * intra-state supply), a buyer elsewhere in India IGST, a buyer abroad none (an export of services).
 */

/** The supplier's state (ISO 3166-2:IN code): where a supply is intra-state. */
export const SUPPLIER_STATE_CODE = 'TG';

/** One tax line of the GST calculation. */
export interface GstLine {
  readonly label: 'SGST' | 'CGST' | 'IGST';
  readonly percent: number;
}

/**
 * SPEC §9: India with Telangana (TG) pays SGST 9% plus CGST 9%; other Indian states IGST 18%; other
 * countries no GST. Codes are ISO: 'IN', and 'TG' for the state.
 */
export function gstBreakdown(countryCode: string | undefined, stateCode: string | undefined): GstLine[] {
  if (countryCode?.toUpperCase() !== 'IN') return [];
  if (stateCode?.toUpperCase() === SUPPLIER_STATE_CODE) {
    return [
      { label: 'SGST', percent: 9 },
      { label: 'CGST', percent: 9 },
    ];
  }
  return [{ label: 'IGST', percent: 18 }];
}

/** 'SGST 9% + CGST 9%', 'IGST 18%', or '' outside India. */
export function describeGst(lines: readonly GstLine[]): string {
  return lines.map(({ label, percent }) => `${label} ${percent}%`).join(' + ');
}
