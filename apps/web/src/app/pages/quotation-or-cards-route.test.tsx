import { waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/i18n';
import { liveServer } from '../../test/quotation-overview-fixtures';
import { QuotationOrCardsRoute } from './quotation-or-cards-route';
import { dealerViewer, renderSignedIn } from '../../test/render-signed-in';

const dealerUser = dealerViewer({ id: 9, name: 'Fietsen Jan' });

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
  renderSignedIn(
    server.client,
    dealerUser,
    path,
    <Route path="/quotations/:employeeId/:quotationId" element={<QuotationOrCardsRoute />} />,
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
