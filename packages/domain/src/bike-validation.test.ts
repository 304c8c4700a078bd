import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatServicePass,
  normaliseLicensePlate,
  stickerWithPrefix,
  validateBatteryNumber,
  validateControlNumber,
  validateFrameNumber,
  validateKeyNumber,
  validateLicensePlate,
  validateServicePass,
  validateServicePassBarcode,
  validateStickerNumber,
  validateX12Reference,
} from './bike-validation';

const SPEED_PEDELEC = 1;
const ELEC_BIKE = 5;
const MECHANIC_BIKE = 2;

describe('frame number', () => {
  it('uppercases and needs exactly 17 characters for speed pedelecs and electric bikes', () => {
    expect(validateFrameNumber(' wvwzzz1jz3w386752 ', SPEED_PEDELEC)).toEqual({
      ok: true,
      value: 'WVWZZZ1JZ3W386752',
    });
    expect(validateFrameNumber('ABC123', ELEC_BIKE)).toEqual({ ok: false, error: 'FRAME_NUMBER_LENGTH' });
    expect(validateFrameNumber('A'.repeat(18), SPEED_PEDELEC)).toEqual({
      ok: false,
      error: 'FRAME_NUMBER_LENGTH',
    });
  });

  it('accepts any length for a mechanic bike but is always required', () => {
    expect(validateFrameNumber('abc123', MECHANIC_BIKE)).toEqual({ ok: true, value: 'ABC123' });
    expect(validateFrameNumber('  ', MECHANIC_BIKE)).toEqual({ ok: false, error: 'REQUIRED' });
    expect(validateFrameNumber(null, SPEED_PEDELEC)).toEqual({ ok: false, error: 'REQUIRED' });
  });

  it('never throws and always returns uppercase without spaces (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(1, 2, 4, 5, null), (text, type) => {
        const result = validateFrameNumber(text, type);
        if (result.ok) {
          expect(result.value).toBe(result.value.toUpperCase());
          expect(result.value).not.toMatch(/\s/);
          if (type === 1 || type === 5) expect(result.value).toHaveLength(17);
        }
      }),
    );
  });
});

describe('sticker number', () => {
  it('takes the 8 digits, with or without the BIKE prefix', () => {
    expect(validateStickerNumber('12345678')).toEqual({ ok: true, value: '12345678' });
    expect(validateStickerNumber('bike12345678')).toEqual({ ok: true, value: '12345678' });
    expect(stickerWithPrefix('12345678')).toBe('BIKE12345678');
  });

  it('refuses anything but exactly 8 digits', () => {
    for (const text of ['1234567', '123456789', '1234567a', 'BIKE1234']) {
      expect(validateStickerNumber(text)).toEqual({ ok: false, error: 'STICKER_NUMBER_FORMAT' });
    }
    expect(validateStickerNumber('')).toEqual({ ok: false, error: 'REQUIRED' });
  });

  it('accepts every 8-digit string (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (digits) => {
        expect(validateStickerNumber(digits)).toEqual({ ok: true, value: digits });
        expect(validateStickerNumber(stickerWithPrefix(digits))).toEqual({ ok: true, value: digits });
      }),
    );
  });
});

describe('control number and X12 reference', () => {
  it('needs exactly 3 digits for the control number', () => {
    expect(validateControlNumber('042')).toEqual({ ok: true, value: '042' });
    expect(validateControlNumber('42')).toEqual({ ok: false, error: 'CONTROL_NUMBER_FORMAT' });
    expect(validateControlNumber('4200')).toEqual({ ok: false, error: 'CONTROL_NUMBER_FORMAT' });
  });

  it('needs exactly 9 digits for the X12 reference', () => {
    expect(validateX12Reference('123456789')).toEqual({ ok: true, value: '123456789' });
    expect(validateX12Reference('12345678')).toEqual({ ok: false, error: 'X12_REFERENCE_FORMAT' });
    expect(validateX12Reference('12345678x')).toEqual({ ok: false, error: 'X12_REFERENCE_FORMAT' });
  });

  it('accepts a string exactly when it is 9 digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const compact = text.replace(/\s+/g, '');
        const result = validateX12Reference(text);
        expect(result.ok).toBe(/^\d{9}$/.test(compact));
      }),
    );
  });
});

describe('battery number', () => {
  it('needs at least 4 characters for speed pedelecs and electric bikes', () => {
    expect(validateBatteryNumber('AB12', ELEC_BIKE)).toEqual({ ok: true, value: 'AB12' });
    expect(validateBatteryNumber('AB1', SPEED_PEDELEC)).toEqual({
      ok: false,
      error: 'BATTERY_NUMBER_TOO_SHORT',
    });
    expect(validateBatteryNumber('', SPEED_PEDELEC)).toEqual({ ok: false, error: 'REQUIRED' });
  });

  it('has no rule for other bike types', () => {
    expect(validateBatteryNumber('', MECHANIC_BIKE)).toEqual({ ok: true, value: '' });
    expect(validateBatteryNumber('x', 4)).toEqual({ ok: true, value: 'x' });
  });
});

describe('licence plate and key numbers', () => {
  it('uppercases the plate and keeps only letters and digits', () => {
    expect(normaliseLicensePlate('s-abc-123')).toBe('SABC123');
    expect(validateLicensePlate('1 abc 234', SPEED_PEDELEC)).toEqual({ ok: true, value: '1ABC234' });
  });

  it('requires a plate for a speed pedelec only', () => {
    expect(validateLicensePlate(' - ', SPEED_PEDELEC)).toEqual({ ok: false, error: 'REQUIRED' });
    expect(validateLicensePlate('', ELEC_BIKE)).toEqual({ ok: true, value: '' });
  });

  it('keeps plates to uppercase letters and digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normaliseLicensePlate(text)).toMatch(/^[A-Z0-9]*$/);
      }),
    );
  });

  it('uppercases key numbers and requires them', () => {
    expect(validateKeyNumber(' k12a ')).toEqual({ ok: true, value: 'K12A' });
    expect(validateKeyNumber('')).toEqual({ ok: false, error: 'REQUIRED' });
  });
});

describe('service pass', () => {
  it('accepts 19 characters starting with 3120, typed with or without spaces', () => {
    expect(validateServicePass('3120 1234 5678 9012 345')).toEqual({
      ok: true,
      value: '3120123456789012345',
    });
    expect(validateServicePass('3120abcd56789012345')).toEqual({ ok: true, value: '3120ABCD56789012345' });
  });

  it('reports the length before the prefix', () => {
    expect(validateServicePass('3120 1234')).toEqual({ ok: false, error: 'SERVICE_PASS_LENGTH' });
    expect(validateServicePass('1234 1234 5678 9012 345')).toEqual({
      ok: false,
      error: 'SERVICE_PASS_PREFIX',
    });
    expect(validateServicePass('3120-1234-5678-9012-3')).toEqual({
      ok: false,
      error: 'SERVICE_PASS_CHARACTERS',
    });
    expect(validateServicePass(undefined)).toEqual({ ok: false, error: 'REQUIRED' });
  });

  it('displays 19 characters as 23 in groups of 4', () => {
    expect(formatServicePass('3120123456789012345')).toBe('3120 1234 5678 9012 345');
    expect(formatServicePass('3120123456789012345')).toHaveLength(23);
  });

  it('round-trips between display and stored form (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{15}$/), (rest) => {
        const pass = `3120${rest}`;
        const shown = formatServicePass(pass);
        expect(shown).toHaveLength(23);
        expect(validateServicePass(shown.toLowerCase())).toEqual({ ok: true, value: pass });
      }),
    );
  });

  it('needs exactly 19 digits for a barcode in the pass administration', () => {
    expect(validateServicePassBarcode('3120123456789012345')).toEqual({
      ok: true,
      value: '3120123456789012345',
    });
    expect(validateServicePassBarcode('3120A23456789012345')).toEqual({ ok: false, error: 'DIGITS_ONLY' });
    expect(validateServicePassBarcode('312012345678901234')).toEqual({
      ok: false,
      error: 'SERVICE_PASS_LENGTH',
    });
  });
});
