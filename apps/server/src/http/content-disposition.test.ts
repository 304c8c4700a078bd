import contentDisposition from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { downloadDisposition } from './content-disposition';

describe('downloadDisposition', () => {
  it('sends a name with accents as UTF-8 filename* beside an ASCII filename', () => {
    const header = downloadDisposition('Q000007 Offerte Hélène Müller.pdf');
    expect(header).toBe(
      `attachment; filename="Q000007 Offerte Helene Muller.pdf"; filename*=UTF-8''Q000007%20Offerte%20H%C3%A9l%C3%A8ne%20M%C3%BCller.pdf`,
    );
    expect(contentDisposition.parse(header).parameters.filename).toBe('Q000007 Offerte Hélène Müller.pdf');
  });

  it('keeps an ASCII name as it is, and the inline type when asked', () => {
    expect(downloadDisposition('offertes-2026-11-25.csv')).toBe(
      'attachment; filename="offertes-2026-11-25.csv"',
    );
    expect(downloadDisposition('Q7.pdf', 'inline')).toBe('inline; filename="Q7.pdf"');
  });

  it('replaces what has no ASCII form in the fallback only', () => {
    const header = downloadDisposition('报价 €.pdf');
    expect(header).toContain('filename="__ _.pdf"');
    expect(contentDisposition.parse(header).parameters.filename).toBe('报价 €.pdf');
  });
});
