import { describe, expect, it } from 'vitest';
import { looksLikePdf, validatePdfUpload, validateReceivedPdfs } from './upload-validation';

describe('PDF uploads', () => {
  it('accepts a PDF up to 10 MB', () => {
    expect(validatePdfUpload({ size: 10 * 1024 * 1024, type: 'application/pdf' })).toBeNull();
    expect(validatePdfUpload({ size: 1, type: '', name: 'factuur.PDF' })).toBeNull();
  });

  it('refuses larger files and other types', () => {
    expect(validatePdfUpload({ size: 10 * 1024 * 1024 + 1, type: 'application/pdf' })).toBe('FILE_TOO_LARGE');
    expect(validatePdfUpload({ size: 1, type: 'image/png', name: 'x.pdf' })).toBe('NOT_A_PDF');
    expect(validatePdfUpload({ size: 1, name: 'x.docx' })).toBe('NOT_A_PDF');
  });

  it('recognises the PDF signature', () => {
    expect(looksLikePdf(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('<html>'))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
  });

  it('accepts exactly one received PDF of at most 10 MB, judged by its bytes', () => {
    const pdf = new TextEncoder().encode('%PDF-1.4');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
    expect(validateReceivedPdfs([{ size: 10 * 1024 * 1024, head: pdf }])).toBeNull();
    expect(validateReceivedPdfs([{ size: 10 * 1024 * 1024 + 1, head: pdf }])).toBe('FILE_TOO_LARGE');
    expect(validateReceivedPdfs([{ size: 8, head: png }])).toBe('NOT_A_PDF');
    expect(validateReceivedPdfs([])).toBe('ONE_FILE_ONLY');
    expect(
      validateReceivedPdfs([
        { size: 8, head: pdf },
        { size: 8, head: pdf },
      ]),
    ).toBe('ONE_FILE_ONLY');
  });
});
