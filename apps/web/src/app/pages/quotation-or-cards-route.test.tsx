import { render, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/i18n';
import { ViewerContext, type Viewer, type ViewerState } from '../../lib/viewer/viewer-context';
import { liveServer } from '../../test/quotation-overview-fixtures';
import { QuotationOrCardsRoute } from './quotation-or-cards-route';

const dealerUser = {
  id: 1,
  email: 'dealer@demo.test',
  first_name: 'Dana',
  last_name: 'Verkoper',
  language: 'nl',
  superUser: false,
  admin: false,
  backoffice: false,
  isPortaluser: false,
  dealerIds: [9],
  dealers: [{ id: 9, name: 'Fietsen Jan' }],
  companyIds: [],
} as unknown as Viewer;

/** Renders /quotations/:employeeId/:second where quotation 7 (if any) is of `owner`; answers the operations asked. */
async function operationsAt(path: string, owner: number | null) {
  const asked: string[] = [];
  const server = liveServer(({ operationName }) => {
    asked.push(operationName ?? '');
    if (operationName === 'QuotationEmployee')
      return owner === null
        ? { data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] }
        : { data: { quotation: { id: 7, employee: { id: owner } } } };
    return { data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] };
  });
  const state: ViewerState = { status: 'signed-in', viewer: dealerUser };
  render(
    <Provider value={server.client}>
      <ViewerContext value={{ state, refresh: async () => state, signOut: async () => {} }}>
        <App>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/quotations/:employeeId/:quotationId" element={<QuotationOrCardsRoute />} />
            </Routes>
          </MemoryRouter>
        </App>
      </ViewerContext>
    </Provider>,
  );
  await waitFor(() => expect(asked.length).toBeGreaterThan(1), { timeout: 5000 });
  return asked;
}

describe('/quotations/:employeeId/:second', () => {
  it('opens the overview of a quotation of that employee', async () => {
    expect(await operationsAt('/quotations/3/7', 3)).toContain('QuotationOverview');
  });

  it("reads the segment as the company when it names another employee's quotation", async () => {
    const asked = await operationsAt('/quotations/3/7', 4);
    expect(asked).toContain('EmployeeQuotations');
    expect(asked).not.toContain('QuotationOverview');
  });

  it('reads the segment as the company when it is no quotation the viewer may read', async () => {
    const asked = await operationsAt('/quotations/3/5', null);
    expect(asked).toContain('EmployeeQuotations');
    expect(asked).not.toContain('QuotationOverview');
  });
});
