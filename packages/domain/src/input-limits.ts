/**
 * The longest string each kind of input may be, in UTF-16 code units (what `String.length` and
 * an input's `maxLength` count). The server refuses longer values before any resolver runs and
 * the forms stop typing at the same number, so both sides cannot drift apart.
 */
export const INPUT_MAX_LENGTH = {
  /** RFC 5321: a forward path is at most 256 octets including the angle brackets. */
  email: 254,
  /** Far above any password a person types; argon2 stays cheap on it (the composition rules allow 128). */
  password: 1024,
  /** First and last names, titles. */
  name: 200,
  /** One-time codes and link codes (6 digits, 43-character base64url link codes). */
  code: 64,
  /** A phone number as typed, with spaces, dots and a +; the digits themselves are checked at 9 to 19. */
  phone: 40,
  /** Language codes, sort fields, quotation numbers and other identifiers. */
  identifier: 100,
  /** Text typed into a search or filter box. */
  search: 200,
  /** A document's description or a CRM custom field value: the spec gives no size. */
  freeText: 1000,
  /** A company's memos and clauses, printed on documents. */
  memo: 10_000,
  /** A company's rich-text info (HTML, sanitised on the server). */
  richText: 100_000,
} as const;

export type InputLengthKind = keyof typeof INPUT_MAX_LENGTH;

/**
 * What the server allows a string input that declares no kind: a new field is refused at this
 * size until it is given one (a schema test insists that every field declares one).
 */
export const DEFAULT_INPUT_MAX_LENGTH = 1000;

/** U+0000 is refused everywhere: PostgreSQL cannot store it in text and no user types it. */
export function hasNulCharacter(value: string): boolean {
  return value.includes('\u0000');
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A lone UTF-16 surrogate ("\ud800" in JSON) is no character: it has no UTF-8 form, so
 * PostgreSQL refuses it, and no keyboard types it. Pairs (an emoji) are fine.
 */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/** What no text field takes: a NUL or a lone surrogate (INVALID_CHARACTERS). */
export function hasInvalidCharacters(value: string): boolean {
  return hasNulCharacter(value) || hasLoneSurrogate(value);
}
