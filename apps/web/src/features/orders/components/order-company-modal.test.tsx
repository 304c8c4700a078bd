import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { OrderCompanyModal } from './order-company-modal';
import { server } from '../../../test/quotation-overview-fixtures';

const company = (id: number, name: string, partner_integration: string | null = null) => ({
  __typename: 'CompanyTreeNode',
  id,
  name,
  company_parent_fk: null,
  hide: false,
  fip: false,
  own_calculation_sheet: false,
  partner_integration,
  invoice_target_name: 'Axus',
  logo_url: null,
});

describe('OrderCompanyModal', () => {
  it('names the current company, says why OK stays disabled for it, and disables partner companies', async () => {
    const fake = server({
      CompanyTree: {
        companyTree: [company(5, 'Acme'), company(6, 'Partner bv', 'KPMG'), company(7, 'Beta')],
      },
    });
    render(
      <Provider value={fake}>
        <App>
          <OrderCompanyModal quotationId={7} currentCompany={{ id: 5, name: 'Acme' }} onClose={() => {}} />
        </App>
      </Provider>,
    );
    expect(screen.getByText('quotationOverview.currentCompany', { exact: false }).textContent).toContain(
      'Acme',
    );
    const ok = () => screen.getByRole('button', { name: /OK/i });
    expect(ok()).toHaveProperty('disabled', true);

    fireEvent.mouseDown(await screen.findByRole('combobox'));
    const partner = await screen.findByTestId('company-6');
    expect(partner.closest('.ant-select-tree-treenode')?.className).toContain('disabled');
    fireEvent.click(await screen.findByTestId('company-5'));
    expect(await screen.findByText('quotationOverview.chooseAnotherCompany')).toBeTruthy();
    expect(ok()).toHaveProperty('disabled', true);
  });
});
