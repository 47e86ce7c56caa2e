import { z } from 'zod';

/**
 * The one text type of every string a client sends (ARCHITECTURE rule 4). What it lets through can
 * be stored in PostgreSQL text and jsonb, shown to another person as what it looks like, and
 * compared after NFC normalization:
 * - no control characters (C0, DEL, C1); tab and line breaks only in multi-line text, where a
 *   CR LF or lone CR becomes LF;
 * - no lone surrogates (half of an emoji, which PostgreSQL refuses in jsonb);
 * - no invisible characters: format characters (zero-width space, bidi overrides, BOM, soft hyphen,
 *   tags), Hangul fillers, line and paragraph separators, non-characters. Zero-width (non-)joiners
 *   are kept between two non-ASCII characters, where Devanagari conjuncts and emoji sequences need
 *   them, and refused elsewhere ('ad\u200dmin').
 * Lengths count characters (code points), so an emoji is one, as a person counts it.
 */
export interface TextRules {
  /** Names the field in messages: 'Name', 'Watchlist name'. */
  label: string;
  /** Most characters, after trimming. */
  max: number;
  /** Tab and line breaks allowed (a message, a description), else one line. */
  multiline?: boolean;
  /** Override a message where SPEC words it ('Watchlist name is required'). */
  messages?: { required?: string; tooLong?: string };
}

/** Why a string is refused by the text type, or undefined when it is acceptable. */
export function textProblem(value: string, label: string, multiline = false): string | undefined {
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(value.charCodeAt(index + 1))) {
      index += 1;
      continue;
    }
    if (unit >= 0xd800 && unit <= 0xdfff) return `${label} contains a broken character (a lone surrogate)`;
    if (unit === 0x09 || unit === 0x0a || unit === 0x0d) {
      if (!multiline) return `${label} must be on one line`;
      continue;
    }
    if (unit < 0x20 || (unit >= 0x7f && unit <= 0x9f)) return `${label} contains a control character (U+${hex(unit)})`;
    if (unit === 0x200c || unit === 0x200d) {
      if (isJoined(value, index)) continue;
      return `${label} contains an invisible character (U+${hex(unit)})`;
    }
  }
  const invisible = INVISIBLE.exec(value);
  if (invisible) return `${label} contains an invisible character (U+${hex(invisible[0].codePointAt(0)!)})`;
  return undefined;
}

/** A text field that must be present and not blank. */
export function requiredText(rules: TextRules): z.ZodType<string, unknown> {
  const required = rules.messages?.required ?? `${rules.label} is required`;
  return z
    .string({ error: (issue) => (issue.input == null ? required : `${rules.label} must be text`) })
    .pipe(textField(rules))
    .refine((text) => text.length > 0, { error: required })
    .meta(described(rules));
}

/** A text field that may be left out, null or blank: it is then ''. */
export function optionalText(rules: TextRules): z.ZodType<string, unknown> {
  return z
    .string({ error: `${rules.label} must be text` })
    .pipe(textField(rules))
    .nullish()
    .transform((text) => text ?? '')
    .meta(described(rules));
}

/** The checks and normalization alone, for fields whose absence means something of its own. */
export function textField({ label, max, multiline = false, messages }: TextRules): z.ZodType<string, string> {
  const tooLong = messages?.tooLong ?? `${label} must be at most ${max} characters`;
  return z
    .string({ error: `${label} must be text` })
    .check((ctx) => {
      // Blanks around the text are trimmed away, a pasted line break among them too.
      const problem = textProblem(ctx.value.trim(), label, multiline);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value, continue: false });
    })
    .transform((text) => tidy(text, multiline))
    .refine((text) => characterCount(text) <= max, { error: tooLong })
    .meta(described({ label, max, multiline }));
}

// What the API reference says of a text field; JSON Schema's maxLength counts code points, as we do.
function described({ label, max, multiline = false }: TextRules): { maxLength: number; description: string } {
  return {
    maxLength: max,
    description: `${label}: ${multiline ? 'text, tab and line breaks allowed' : 'one line of text'}, trimmed and NFC-normalized; no control or invisible characters`,
  };
}

/** Characters as a person counts them: code points, not UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    count += 1;
    if (isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))) index += 1;
  }
  return count;
}

function tidy(text: string, multiline: boolean): string {
  const normalized = text.normalize('NFC').trim();
  return multiline ? normalized.replace(/\r\n?/g, '\n') : normalized;
}

// Format characters (Cf: zero-width, bidi, BOM, soft hyphen, tags...) but the joiners judged above,
// Hangul fillers that render as nothing, line/paragraph separators, and non-characters.
const INVISIBLE = /(?![\u200c\u200d])[\p{Cf}\u115f\u1160\u3164\uffa0\u2028\u2029\ufffe\uffff]/u;

// A joiner is meaningful between two non-ASCII, non-space characters (क्‍ष, 👨‍👩‍👧); ASCII around it
// can only be hiding something.
function isJoined(value: string, index: number): boolean {
  const before = value.codePointAt(index - 1 >= 0 && isLowSurrogate(value.charCodeAt(index - 1)) ? index - 2 : index - 1);
  const after = value.codePointAt(index + 1);
  return isMeaningfulNeighbour(before) && isMeaningfulNeighbour(after);
}

function isMeaningfulNeighbour(codePoint: number | undefined): boolean {
  if (codePoint === undefined || codePoint < 0x80) return false;
  return !/[\s\p{Cf}]/u.test(String.fromCodePoint(codePoint));
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase().padStart(4, '0');
}

// Our ids are UUIDs; the catalog's and the location lists' are short codes. Nothing else is an id.
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * An id in a body, a path or a query ('Movie id', 'Watchlist id'): required, and made only of
 * letters, digits, '-' and '_', so no id can smuggle a control character into a query or a log.
 * Whether the thing exists is the caller's question (404), not the schema's.
 */
export function Id(label: string): z.ZodType<string, unknown> {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .regex(ID, `${label} is not a valid id`);
}
