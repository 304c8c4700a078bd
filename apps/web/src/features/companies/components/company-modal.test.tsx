import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { answeringClient, type SentOperation } from '../../../test/answering-client';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { errorTranslationKey } from '@spokes/domain/error-codes';
import { CompanyModal } from './company-modal';

const company = {
  __typename: 'CompanySettings',
  id: 5,
  token: '2026-11-26 07:00:00.123456+00',
  name: 'Bakkerij Noord',
  invoice_target_fk: 3,
  invoice_target_name: 'Axus',
  company_parent_fk: null,
  parent_name: null,
  language_fk: 1,
  variant_fk: 1,
  contact: null,
  email: null,
  tel: null,
  customer_id: null,
  lab_hash: null,
  employee_access_code: 'ABCDEF1234',
  fip: false,
  hide: false,
  comment_public: null,
  comment_private: null,
  disclaimer_calculation: null,
  disclaimer_receipt: null,
  info: null,
  logo_url: null,
  employee_required_fields: [],
  employee_statute_ids: [1],
  fields: [
    {
      __typename: 'CompanyField',
      id: 11,
      name: 'Maat',
      description: null,
      index: 8,
      field_type_fk: 1001,
      hasQuotationFields: false,
      fieldType: {
        __typename: 'CompanyFieldType',
        id: 1001,
        name: 'Maat',
        code: 'SIZE',
        is_multivalue: true,
      },
      fieldValues: [{ __typename: 'CompanyFieldOption', id: 101, value: 'S' }],
    },
  ],
  costcenters: [
    { __typename: 'CostCenter', id: 21, name: 'Productie', in_use: false },
    { __typename: 'CostCenter', id: 22, name: 'Verkoop', in_use: true },
  ],
};

const choices = {
  companyFieldTypes: [],
  employeeStatutes: [
    { __typename: 'EmployeeStatute', id: 1, name: 'Arbeider', code: 'A' },
    { __typename: 'EmployeeStatute', id: 2, name: 'Bediende', code: 'B' },
  ],
  languages: [{ __typename: 'Language', id: 1, name: 'Nederlands', code: 'nl' }],
  variants: [{ __typename: 'Variant', id: 1, name: 'Standaard', code: 'STD' }],
};

function setUp() {
  const saves: SentOperation['variables'][] = [];
  const client = answeringClient((operation) => {
    switch (operation.operationName) {
      case 'SettingsCompany':
        return { data: { settingsCompany: company } };
      case 'CompanySettingsChoices':
        return { data: choices };
      case 'CompanyTree':
        return { data: { companyTree: [] } };
      case 'InvoiceTargetChoices':
        return { data: { invoiceTargets: [{ __typename: 'InvoiceTarget', id: 3, name: 'Axus' }] } };
      case 'SaveCompany':
        saves.push(operation.variables);
        return { data: { saveCompany: { __typename: 'CompanySettings', id: 5, token: 'next' } } };
      default:
        throw new Error(`unexpected ${operation.operationName}`);
    }
  });
  const onSaved = vi.fn();
  render(
    <Provider value={client}>
      <App>
        <MemoryRouter>
          <CompanyModal
            companyId={5}
            sheetSection={(id) => <span>calculation sheet of {id}</span>}
            onSaved={onSaved}
            onDeleted={() => {}}
            onClose={() => {}}
          />
        </MemoryRouter>
      </App>
    </Provider>,
  );
  return { saves, onSaved };
}

describe('the company modal', () => {
  it('sends one save with what changed in the fields, options, cost centres and statutes', async () => {
    const user = userEvent.setup();
    const { saves, onSaved } = setUp();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByDisplayValue('Bakkerij Noord');
    // The calculation sheet's place in the General tab, filled by the app shell.
    expect(within(dialog).getByTestId('company-sheet-section').textContent).toBe('calculation sheet of 5');

    // Fields: rename the field, edit its option and add one.
    await user.click(within(dialog).getByRole('tab', { name: 'companySettings.tabFields' }));
    const fieldName = await within(dialog).findByDisplayValue('Maat');
    await user.clear(fieldName);
    await user.type(fieldName, 'Kledingmaat');
    const option = within(dialog).getByDisplayValue('S');
    await user.clear(option);
    await user.type(option, 'XS');
    await user.type(within(dialog).getByLabelText('companySettings.newOption'), 'L{Enter}');

    // Cost centres: remove Productie, add Logistiek through 'Nieuwe kostenplaats'.
    await user.click(within(dialog).getByRole('tab', { name: 'companySettings.tabCostCenters' }));
    const productie = (await within(dialog).findByText('Productie')).closest('tr')!;
    await user.click(
      within(productie as HTMLElement).getByRole('button', { name: 'companySettings.deleteCostCenter' }),
    );
    await user.click(within(dialog).getByRole('button', { name: /companySettings.newCostCenter/ }));
    const prompt = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.type(within(prompt).getByLabelText('companySettings.costCenter'), 'Logistiek');
    await user.click(within(prompt).getByRole('button', { name: 'companySettings.save' }));
    await within(dialog).findByText('Logistiek');

    // Statutes: Bediende instead of Arbeider.
    await user.click(within(dialog).getByRole('tab', { name: 'companySettings.tabStatutes' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Arbeider' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Bediende' }));

    await user.click(within(dialog).getByRole('button', { name: 'companySettings.save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const { input } = saves[0] as { input: Record<string, unknown> };
    expect(input).toMatchObject({
      id: 5,
      token: company.token,
      company: { name: 'Bakkerij Noord', invoice_target_fk: 3, language_fk: 1, variant_fk: 1 },
      fields_created: [],
      fields_updated: [
        {
          id: 11,
          name: 'Kledingmaat',
          description: '',
          index: 8,
          options_added: ['L'],
          options_updated: [{ id: 101, value: 'XS' }],
        },
      ],
      fields_deleted: [],
      cost_centers_created: ['Logistiek'],
      cost_centers_deleted: [21],
      statutes_added: [2],
      statutes_removed: [1],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
  }, 30_000);

  it('opens the general tab with the message when a field there is missing, whichever tab is open', async () => {
    const user = userEvent.setup();
    const { saves } = setUp();
    const dialog = await screen.findByRole('dialog');
    await user.clear(await within(dialog).findByDisplayValue('Bakkerij Noord'));
    await user.click(within(dialog).getByRole('tab', { name: 'companySettings.tabStatutes' }));

    await user.click(within(dialog).getByRole('button', { name: 'companySettings.save' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('tab', { name: 'companySettings.tabGeneral' }).getAttribute('aria-selected'),
      ).toBe('true'),
    );
    expect(await screen.findAllByText(errorTranslationKey('REQUIRED_FIELDS_MISSING'))).not.toHaveLength(0);
    expect(saves).toHaveLength(0);
  }, 30_000);
});
