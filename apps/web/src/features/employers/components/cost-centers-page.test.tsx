import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { CombinedError, Provider, type Client } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue } from 'wonka';
import { errorTranslationKey } from '@spokes/domain/error-codes';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { CostCentersPage } from './cost-centers-page';

const company = (id: number, name: string, parent: number | null) => ({
  __typename: 'CompanyTreeNode',
  id,
  name,
  company_parent_fk: parent,
  hide: false,
  fip: false,
  own_calculation_sheet: false,
  partner_integration: null,
  invoice_target_name: 'Axus',
});

const refusal = (code: 'COST_CENTER_NAME_TAKEN') =>
  new CombinedError({
    graphQLErrors: [{ message: code, extensions: { code, i18nKey: errorTranslationKey(code) } }],
  });

type Operation = { query: { definitions: readonly { name?: { value: string } }[] }; variables: unknown };
const operationName = (operation: Operation) => operation.query.definitions[0]?.name?.value;

/** A client that answers the page's queries and refuses every create as a name the company has. */
function fakeClient() {
  const costCenterQueries: unknown[] = [];
  const mutations: { name: string | undefined; variables: unknown }[] = [];
  const client = {
    executeQuery: (operation: Operation) => {
      if (operationName(operation) === 'EmployerCompanies')
        return fromValue({
          data: { employerCompanies: [company(2, 'Bakkerij Noord', 1), company(1, 'Holding Noord', null)] },
        });
      costCenterQueries.push(operation.variables);
      return fromValue({
        data: {
          costCenters: [
            { __typename: 'CostCenter', id: 10, name: 'Productie', in_use: false },
            { __typename: 'CostCenter', id: 11, name: 'Verkoop', in_use: true },
          ],
        },
      });
    },
    executeMutation: (operation: Operation) => {
      mutations.push({ name: operationName(operation), variables: operation.variables });
      if (operationName(operation) === 'CreateCostCenter')
        return fromValue({ error: refusal('COST_CENTER_NAME_TAKEN') });
      return fromValue({ data: { renameCostCenter: { __typename: 'CostCenter', id: 10 } } });
    },
  };
  return { client: client as unknown as Client, costCenterQueries, mutations };
}

function renderPage() {
  const fake = fakeClient();
  render(
    <Provider value={fake.client}>
      <App>
        <CostCentersPage />
      </App>
    </Provider>,
  );
  return fake;
}

describe('CostCentersPage', () => {
  it("lists the top company's cost centres, delete disabled for one in use", async () => {
    const { costCenterQueries } = renderPage();
    expect(await screen.findByRole('cell', { name: 'Productie' })).toBeTruthy();
    expect(costCenterQueries).toContainEqual({ company_id: 1 });
    expect(screen.queryByRole('columnheader', { name: 'referenceTable.code' })).toBeNull();
    const inUse = screen.getByRole('button', { name: 'referenceTable.delete Verkoop' });
    expect((inUse as HTMLButtonElement).disabled).toBe(true);
    const free = screen.getByRole('button', { name: 'referenceTable.delete Productie' });
    expect((free as HTMLButtonElement).disabled).toBe(false);
  });

  it('renames through the name prompt and says so', async () => {
    const user = userEvent.setup();
    const { mutations } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'referenceTable.rename Productie' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('referenceTable.name');
    await user.clear(name);
    await user.type(name, 'Fabriek');
    await user.click(within(dialog).getByRole('button', { name: 'referenceTable.save' }));
    await waitFor(() =>
      expect(mutations).toContainEqual({ name: 'RenameCostCenter', variables: { id: 10, name: 'Fabriek' } }),
    );
    expect(await screen.findByText('costCenters.updated')).toBeTruthy();
  });

  it('keeps the prompt open with the translated refusal when the name is taken', async () => {
    const user = userEvent.setup();
    const { mutations } = renderPage();
    await user.click(await screen.findByRole('button', { name: /referenceTable.new/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('referenceTable.name'), 'productie');
    await user.click(within(dialog).getByRole('button', { name: 'referenceTable.save' }));
    await waitFor(() =>
      expect(mutations).toContainEqual({
        name: 'CreateCostCenter',
        variables: { company_id: 1, name: 'productie' },
      }),
    );
    const reason = errorTranslationKey('COST_CENTER_NAME_TAKEN');
    expect(await screen.findByText(`costCenters.createFailed: ${reason}`)).toBeTruthy();
    expect(within(dialog).getByText(reason)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
