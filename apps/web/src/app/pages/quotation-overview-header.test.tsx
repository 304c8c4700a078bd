import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; a key without a string answers itself.
import { i18n } from '../../lib/i18n/i18n';
import { QuotationOverviewHeader } from './quotation-overview-header';
import { quotation } from '../../test/quotation-overview-fixtures';

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
});
