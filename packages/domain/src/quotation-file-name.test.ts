import { describe, expect, it } from 'vitest';
import { quotationPdfFileName } from './quotation-file-name';

describe('quotationPdfFileName', () => {
  it('names the PDF by the translated title, the stored quotation number and the employee', () => {
    expect(quotationPdfFileName('Offerte', 'Q000007', 'Jan Peeters')).toBe('Offerte_Q000007_Jan_Peeters.pdf');
    expect(quotationPdfFileName('Offre', 'Q1234567', 'Élodie  Dubois')).toBe(
      'Offre_Q1234567_Élodie_Dubois.pdf',
    );
  });

  it('drops what a file system refuses and leaves out a missing number (a preview before saving)', () => {
    expect(quotationPdfFileName('Offerte', 'Q000007', ' a/b:c*"d"\u0007 ')).toBe(
      'Offerte_Q000007_a_b_c_d.pdf',
    );
    expect(quotationPdfFileName('Quotation', null, 'Jan Peeters')).toBe('Quotation_Jan_Peeters.pdf');
  });
});
