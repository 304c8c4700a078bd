import { describe, expect, it } from 'vitest';
import {
  companyRequiredMissing,
  detectLogoImageType,
  makesParentCycle,
  validateLogo,
} from './company-settings';
import { COMPANY_LOGO_MAX_BYTES } from './limits';

describe('company settings rules', () => {
  it('needs name, invoice target, language and variant', () => {
    const full = { name: 'Acme', invoice_target_fk: 1, language_fk: 1, variant_fk: 2 };
    expect(companyRequiredMissing(full)).toBe(false);
    expect(companyRequiredMissing({ ...full, name: '  ' })).toBe(true);
    expect(companyRequiredMissing({ ...full, invoice_target_fk: null })).toBe(true);
    expect(companyRequiredMissing({ ...full, language_fk: undefined })).toBe(true);
    expect(companyRequiredMissing({ ...full, variant_fk: null })).toBe(true);
  });

  it('refuses a parent that is the company itself or below it', () => {
    // 1 <- 2 <- 3 ; 4 alone
    const parentOf = new Map<number, number | null>([
      [1, null],
      [2, 1],
      [3, 2],
      [4, null],
    ]);
    expect(makesParentCycle(1, 1, parentOf)).toBe(true);
    expect(makesParentCycle(1, 3, parentOf)).toBe(true);
    expect(makesParentCycle(2, 3, parentOf)).toBe(true);
    expect(makesParentCycle(3, 1, parentOf)).toBe(false);
    expect(makesParentCycle(1, 4, parentOf)).toBe(false);
    expect(makesParentCycle(null, 3, parentOf)).toBe(false);
    expect(makesParentCycle(1, null, parentOf)).toBe(false);
  });

  it('knows a logo by its content and refuses one above 2 MB', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    const webp = new Uint8Array(
      [...'RIFF']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0, 0, 0, 0],
          [...'WEBP'].map((c) => c.charCodeAt(0)),
        ),
    );
    const pdf = new Uint8Array([...'%PDF-1.7'].map((c) => c.charCodeAt(0)));
    expect(detectLogoImageType(png)).toBe('image/png');
    expect(detectLogoImageType(jpeg)).toBe('image/jpeg');
    expect(detectLogoImageType(webp)).toBe('image/webp');
    expect(validateLogo(pdf)).toBe('LOGO_NOT_AN_IMAGE');
    const big = new Uint8Array(COMPANY_LOGO_MAX_BYTES + 1);
    big.set(png);
    expect(validateLogo(big)).toBe('LOGO_TOO_LARGE');
    expect(validateLogo(png)).toBeNull();
  });
});
