import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; a key without a string answers itself.
import { i18n } from '../../lib/i18n/i18n';
import { QuotationOverviewHeader } from './quotation-overview-header';
import { SIGNED, order, quotation } from '../../test/quotation-overview-fixtures';

describe('QuotationOverviewHeader', () => {
  it('shows the calculation sheet version the amounts were computed with', () => {
    i18n.addResourceBundle('nl', 'translation', {
      'quotationCalculation.sheet': 'Berekeningsblad',
      'quotationCalculation.versionValue': 'versie {{version}}',
    });
    render(
      <QuotationOverviewHeader quotation={{ ...quotation([], null), sheet_version: 3 }} superUser={false} />,
    );
    expect(screen.getByText('Berekeningsblad').closest('tr')?.textContent).toContain('versie 3');
  });

  it('shows since when the order is in its status, how many working days, and from when it is late', () => {
    i18n.addResourceBundle('nl', 'translation', {
      'quotationOverview.statusSince': 'In status sinds',
      'quotationOverview.lateFrom': 'Te laat vanaf',
      'ageing.late': 'Te laat',
    });
    render(<QuotationOverviewHeader quotation={quotation([], order(SIGNED))} superUser={false} />);
    const since = screen.getByText('In status sinds').closest('tr')?.textContent ?? '';
    expect(since).toContain('06/01/2026');
    expect(since).toContain('Te laat');
    expect(screen.getByText('Te laat vanaf').closest('tr')?.textContent).toContain('15/01/2026');
  });
});
