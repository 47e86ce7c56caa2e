// The catalog format's rules between a title's facts (catalog/README.md): pure, so each is checked alone.

/**
 * Ratings a title may carry: the certificate it was released with. India's CBFC: `U`, `A`, and
 * up to 2024 `UA` and `S`, from 2024 the `U/A 7+`, `U/A 13+` and `U/A 16+` bands (they replaced UA
 * from October 2024, so a 2024 film may carry either); else the MPA's.
 */
export const CERTIFICATES = ['U', 'UA', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A', 'S', 'G', 'PG', 'PG-13', 'R', 'NC-17'] as const;
export type Certificate = (typeof CERTIFICATES)[number];

/** The first year a certificate could be given, and the first year it no longer was. */
const CERTIFICATE_YEARS: Partial<Record<Certificate, { from?: number; before?: number; why: string }>> = {
  'U/A 7+': { from: 2024, why: "the CBFC's U/A 7+ band exists from 2024 on (before: UA)" },
  'U/A 13+': { from: 2024, why: "the CBFC's U/A 13+ band exists from 2024 on (before: UA)" },
  'U/A 16+': { from: 2024, why: "the CBFC's U/A 16+ band exists from 2024 on (before: UA)" },
  UA: { before: 2025, why: "the CBFC's UA was split into U/A 7+, U/A 13+ and U/A 16+ in October 2024" },
  S: { before: 2025, why: "the CBFC's S certificate is for films certified up to 2024" },
  G: { from: 1968, why: 'MPA ratings exist from November 1968 on' },
  PG: { from: 1968, why: 'MPA ratings exist from November 1968 on' },
  R: { from: 1968, why: 'MPA ratings exist from November 1968 on' },
  'PG-13': { from: 1984, why: 'the MPA rating PG-13 exists from 1984 on' },
  'NC-17': { from: 1990, why: 'the MPA rating NC-17 exists from 1990 on' },
};

/** Why a title of that year cannot carry that certificate, or null when it can. */
export function certificateProblem(certificate: string | null, year: number): string | null {
  const rule = certificate === null ? undefined : CERTIFICATE_YEARS[certificate as Certificate];
  if (!rule) return null;
  if ((rule.from !== undefined && year < rule.from) || (rule.before !== undefined && year >= rule.before)) return `${certificate} in ${year}: ${rule.why}`;
  return null;
}

/** Why a list of credited people (`"Joel Coen, Ethan Coen"`) is not in the format, or null. */
export function creditsProblem(credits: string): string | null {
  const names = credits.split(',').map((name) => name.trim());
  if (names.some((name) => name === '')) return 'names are comma-separated, none blank';
  if (names.some((name) => /\s(&|and)\s|\s\/\s|;/.test(name))) return 'several people are comma-separated ("Joel Coen, Ethan Coen"), not joined by &, and, / or ;';
  if (new Set(names).size !== names.length) return 'a name is listed twice';
  return null;
}

/**
 * Why a title's availability is not in the format, or null: platforms are listed only with the
 * source they are known from (a platform original, an announced streaming premiere), and a source
 * only with its platforms.
 */
export function streamingProblem(streaming: { readonly platforms: readonly string[]; readonly source: string | null }): string | null {
  if (streaming.platforms.length > 0 && streaming.source === null) return 'platforms need their source (a platform original, an announced streaming premiere)';
  if (streaming.platforms.length === 0 && streaming.source !== null) return 'a source without platforms: list the platforms, or null the source';
  return null;
}
