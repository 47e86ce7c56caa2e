/** One tax line of SPEC §9's client-side GST calculation. */
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
  if (stateCode?.toUpperCase() === 'TG') {
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
