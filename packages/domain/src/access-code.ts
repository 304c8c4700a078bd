// Kept apart from self-service.ts, whose checks (zod, phone numbers) the code box does not need.

/**
 * The code as the company's settings show it: capitals, no spaces. Employees copy it from a
 * letter or a phone, with the spaces and lower case that brings.
 */
export function sanitizeAccessCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}
