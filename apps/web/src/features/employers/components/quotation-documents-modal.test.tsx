import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { QuotationDocumentsModal } from './quotation-documents-modal';

const document = (
  id: number,
  values: { download_url?: string | null; license_plate_required?: boolean } = {},
) => ({
  id,
  description: `Document ${id}`,
  download_url: `/files/order-logs/${id}`,
  log_date: '2026-02-03T10:00:00.000Z',
  license_plate_required: false,
  orderLogType: { id: 2, name: 'Getekende berekening' },
  ...values,
});

describe('QuotationDocumentsModal', () => {
  it('opens each document inline in a new tab', () => {
    render(<QuotationDocumentsModal documents={[document(1)]} onClose={() => {}} />);
    const row = screen.getByText('Document 1').closest('tr')!;
    expect(within(row).getByText('03/02/2026')).toBeTruthy();
    const link = within(row).getByRole('link', { name: /employerQuotation.view/ });
    expect(link.getAttribute('href')).toBe('/files/order-logs/1?inline=1');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('cannot open a document without a file, nor a speed-pedelec receipt without a plate', () => {
    render(
      <QuotationDocumentsModal
        documents={[document(2, { download_url: null }), document(3, { license_plate_required: true })]}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    for (const button of screen.getAllByRole('button', { name: /employerQuotation.view/ }))
      expect(button).toHaveProperty('disabled', true);
  });
});
