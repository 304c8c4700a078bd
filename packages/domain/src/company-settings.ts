import { COMPANY_LOGO_MAX_BYTES } from './limits';

/** The company fields the settings modal marks with a star (spec 03 section 5, Company save). */
export type CompanyRequiredValues = {
  name?: string | null;
  invoice_target_fk?: number | null;
  language_fk?: number | null;
  variant_fk?: number | null;
};

/** True when name, invoice target, language or variant is missing: 'Gelieve de verplichte velden in te vullen.'. */
export function companyRequiredMissing(values: CompanyRequiredValues): boolean {
  return (
    !(values.name ?? '').trim() ||
    values.invoice_target_fk == null ||
    values.language_fk == null ||
    values.variant_fk == null
  );
}

/**
 * Whether making `parentId` the parent of `companyId` would close a circle: the company itself,
 * or a company below it. `parentOf` gives each known company's parent (null for a root).
 * A new company (no id yet) cannot be anyone's ancestor.
 */
export function makesParentCycle(
  companyId: number | null,
  parentId: number | null,
  parentOf: ReadonlyMap<number, number | null>,
): boolean {
  if (companyId === null || parentId === null) return false;
  const seen = new Set<number>();
  for (let current: number | null | undefined = parentId; current != null; current = parentOf.get(current)) {
    if (current === companyId) return true;
    if (seen.has(current)) return true; // an existing circle: refuse rather than loop
    seen.add(current);
  }
  return false;
}

export type LogoImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type of a logo by its first bytes (a PNG renamed .jpg is a PNG), or null. */
export function detectLogoImageType(bytes: Uint8Array): LogoImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Why a logo is refused, or null: not a PNG, JPEG or WebP by content, or larger than 2 MB. */
export function validateLogo(bytes: Uint8Array): 'LOGO_NOT_AN_IMAGE' | 'LOGO_TOO_LARGE' | null {
  if (bytes.byteLength > COMPANY_LOGO_MAX_BYTES) return 'LOGO_TOO_LARGE';
  return detectLogoImageType(bytes) ? null : 'LOGO_NOT_AN_IMAGE';
}

/**
 * The descriptions a new company's default fields start with (spec 03 section 3: preset
 * descriptions for the bike value, loose-parts value and clothing). Stored as data; the super
 * user can change them per company.
 */
export const DEFAULT_FIELD_DESCRIPTIONS: Readonly<Record<string, string>> = {
  BIKE_VALUE: 'Catalogusprijs van de fiets inclusief btw, zonder korting.',
  LOOSE_PARTS_VALUE: 'Totaalbedrag inclusief btw van de losse onderdelen en accessoires.',
  CLOTHING: 'Totaalbedrag inclusief btw van de fietskledij.',
};
