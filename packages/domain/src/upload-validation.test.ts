import { describe, expect, it } from 'vitest';
import { looksLikePdf, validatePdfUpload } from './upload-validation';

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
});
