import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Sets up react-i18next; a key without a string answers itself.
import { i18n } from '../../../lib/i18n/i18n';
import { CalculationPreviewModal } from './calculation-preview-modal';

describe('CalculationPreviewModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads under the name the server gives: the quotation number as the screens write it', async () => {
    i18n.addResourceBundle('fr', 'translation', { 'documents.title.QUOTATION': 'Offre' });
    await i18n.changeLanguage('fr');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('%PDF-1.7')),
    );
    // jsdom has no object URLs; each test file runs in its own environment.
    Object.assign(URL, { createObjectURL: () => 'blob:calculation', revokeObjectURL: () => {} });
    render(
      <CalculationPreviewModal
        quotation={{
          quotation_number: 'Q000007',
          pdf_url: '/files/quotations/7/pdf',
          employee: { name: 'Jan Peeters' },
        }}
        onClose={() => {}}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /employerQuotation.download/ }).getAttribute('download')).toBe(
        'Offre_Q000007_Jan_Peeters.pdf',
      ),
    );
  });
});
