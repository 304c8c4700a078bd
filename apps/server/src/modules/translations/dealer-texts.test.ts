import { describe, expect, it } from 'vitest';
import { translationStrings } from './catalogue';

// Issue 21: the dealer's screens in Dutch, where the spec gives no text of its own (the spec's
// English texts such as 'No barcode entered' and 'email in use' stay as written).
describe("the dealer's screens in Dutch", () => {
  it('name the barcode search and a quotation without an order in Dutch', () => {
    expect(translationStrings['employees.barcodeAccessCode'].nl).toBe('Barcode (toegangscode)');
    expect(translationStrings['quotationList.noOrder'].nl).toBe('Geen order');
  });

  it('say which lease amount excludes VAT, in every language', () => {
    expect(translationStrings['quotationOverview.leaseAmount']).toEqual({
      nl: 'Leasebedrag excl. btw',
      fr: 'Montant du leasing hors TVA',
      en: 'Lease amount excl. VAT',
      de: 'Leasingbetrag ohne MwSt.',
    });
  });
});
