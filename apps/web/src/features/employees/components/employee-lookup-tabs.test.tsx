import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { Provider, type Client } from 'urql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorTranslations } from '@spokes/domain/errors';
import { i18n } from '../../../lib/i18n/i18n';
import { EmployeeLookupTabs } from './employee-lookup-tabs';

beforeAll(() => {
  const nl = Object.fromEntries(Object.entries(errorTranslations).map(([key, texts]) => [key, texts.nl]));
  i18n.addResourceBundle('nl', 'translation', nl);
});

/** A client whose every query answers `data`, recording what was asked. */
function clientAnswering(data: Record<string, unknown>) {
  const query = vi.fn(() => ({ toPromise: async () => ({ data }) }));
  return { client: { query } as unknown as Client, query };
}

function renderTabs(data: Record<string, unknown>) {
  const { client, query } = clientAnswering(data);
  render(
    <MemoryRouter>
      <Provider value={client}>
        <App>
          <EmployeeLookupTabs companyId={5} />
        </App>
      </Provider>
    </MemoryRouter>,
  );
  return { query };
}

describe('EmployeeLookupTabs', () => {
  it("says 'No barcode entered' for an empty barcode without asking the server", async () => {
    const { query } = renderTabs({});
    fireEvent.click(screen.getByRole('button', { name: 'employees.search' }));
    expect(await screen.findByText('No barcode entered')).toBeTruthy();
    expect(query).not.toHaveBeenCalled();
  });

  it("says 'employee not found' when no employee has the code, and lists the one that has", async () => {
    const { query } = renderTabs({ employeeByAccessCode: null });
    fireEvent.change(screen.getByLabelText('employees.barcodeAccessCode'), { target: { value: 'ABC' } });
    fireEvent.click(screen.getByRole('button', { name: 'employees.search' }));
    expect(await screen.findByText('employees.notFound')).toBeTruthy();
    expect(query).toHaveBeenCalledWith(expect.anything(), { code: 'ABC', company_id: 5 }, expect.anything());
  });

  it('needs first name, last name and a valid e-mail for the name search', async () => {
    const found = {
      id: 9,
      first_name: 'Jan',
      last_name: 'Janssens',
      email: 'jan@acme.be',
      company_fk: 5,
      company_name: 'Acme',
    };
    const { query } = renderTabs({ employeeByNameAndEmail: found });
    fireEvent.click(screen.getByRole('tab', { name: 'employees.tabNameEmail' }));
    fireEvent.change(screen.getByLabelText('employee.firstName'), { target: { value: 'Jan' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'employees.search' }).at(-1)!);
    expect(await screen.findByText('Gelieve de verplichte velden in te vullen.')).toBeTruthy();
    expect(query).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('employee.lastName'), { target: { value: 'Janssens' } });
    fireEvent.change(screen.getByLabelText('employee.email'), { target: { value: 'jan@acme.be' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'employees.search' }).at(-1)!);
    expect(await screen.findByText('Jan Janssens')).toBeTruthy();
  });
});
