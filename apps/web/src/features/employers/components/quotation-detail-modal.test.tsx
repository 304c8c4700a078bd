import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import { App } from 'antd';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import type { EmployerQuotation } from '../hooks/use-quotation-detail-edits';
import { QuotationDetailModal } from './quotation-detail-modal';

const WAITING = {
  __typename: 'OrderStatus',
  id: 6,
  code: 'SEND_TO_DECIDER',
  name: 'Verzonden',
  index: 3,
} as const;
const APPROVED = {
  __typename: 'OrderStatus',
  id: 3,
  code: 'APPROVED',
  name: 'Goedgekeurd',
  index: 4,
} as const;

function quotation(values: Partial<EmployerQuotation> = {}): EmployerQuotation {
  return {
    id: 7,
    quotation_number: 'Q000007',
    quotation_date: '2026-01-05T10:00:00.000Z',
    costcenter: null,
    earliest_delivery_date: null,
    total_vat_excluded: 200000,
    employee: { id: 3, name: 'Jan Peeters', employee_number: 'E-1' },
    company: { id: 5, name: 'Acme', logo_url: null },
    bike_type: { id: 1, code: 'SPEED_PEDELEC', name: 'Speed pedelec' },
    license_number: null,
    order_status: WAITING,
    handled_by: null,
    handled_for: null,
    handled_by_policy_company_id: null,
    cancelled_by: null,
    cancelled_for: null,
    cancelled_by_policy_company_id: null,
    decision: 'NONE',
    may_approve: true,
    may_refuse: true,
    approve_blocked_by: null,
    refuse_blocked_by: null,
    may_edit: true,
    pdf_url: '/files/quotations/7/pdf',
    documents: [],
    service_pass: null,
    ...values,
  };
}

type Call = { operationName: string; variables: Record<string, unknown> };

/** A GraphQL server answering the modal's query with `detail`, recording every operation. */
function fakeServer(detail: EmployerQuotation) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const request: Call =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as Call)
        : {
            operationName: new URL(String(url)).searchParams.get('operationName') ?? '',
            variables: JSON.parse(
              new URL(String(url)).searchParams.get('variables') ?? '{}',
            ) as Call['variables'],
          };
    calls.push(request);
    const data: Record<string, unknown> = {
      EmployerQuotation: { employerQuotation: { __typename: 'EmployerQuotation', ...detail } },
      EmployerQuotationCostCenters: { costCenters: [{ __typename: 'CostCenter', id: 1, name: 'Productie' }] },
      OrderStatuses: { orderStatuses: [] },
      RefuseEmployerQuotation: { refuseQuotation: { quotation_id: 7, order_status_id: 8 } },
      ApproveEmployerQuotation: { approveQuotation: { quotation_id: 7, order_status_id: 3 } },
      SaveEmployerQuotationDetails: {
        updateEmployerQuotationDetails: {
          quotation_id: 7,
          employee_number: 'E-2',
          costcenter: null,
          earliest_delivery_date: null,
        },
      },
    };
    return new Response(JSON.stringify({ data: data[request.operationName] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const client = new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange], fetch });
  const mutations = () =>
    calls.filter(
      (call) =>
        !['EmployerQuotation', 'EmployerQuotationCostCenters', 'OrderStatuses'].includes(call.operationName),
    );
  return { client, mutations };
}

async function renderModal(detail: EmployerQuotation) {
  const server = fakeServer(detail);
  render(
    <Provider value={server.client}>
      <App>
        <QuotationDetailModal quotationId={detail.id} onClose={() => {}} />
      </App>
    </Provider>,
  );
  await screen.findByText('Jan Peeters');
  return server;
}

const button = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`employerQuotation\\.${name}$`) });
const disabled = (name: string) => (button(name) as HTMLButtonElement).disabled;

describe('QuotationDetailModal', () => {
  it("shows the quotation's fields, the licence plate of a speed pedelec as unknown while there is none", async () => {
    await renderModal(quotation());
    expect(screen.getByText('Q000007')).toBeTruthy();
    expect(screen.getByText('05/01/2026')).toBeTruthy();
    expect(screen.getByText('€ 2.000,00')).toBeTruthy();
    expect(screen.getByText('employerQuotation.unknown')).toBeTruthy();
  });

  it('shows the six steps with the current one, and the four-step error bar of a refusal', async () => {
    await renderModal(quotation());
    const bar = screen.getByTestId('employer-step-bar');
    expect(bar.querySelectorAll('.ant-steps-item')).toHaveLength(6);
    expect(bar.querySelector('.ant-steps-item-process')?.textContent).toContain('Verzonden');
    cleanup();
    const refused = {
      __typename: 'OrderStatus',
      id: 8,
      code: 'REFUSED',
      name: 'Geweigerd',
      index: -1,
    } as const;
    await renderModal(
      quotation({ order_status: refused, may_approve: false, may_refuse: false, may_edit: false }),
    );
    const errorBar = screen.getByTestId('employer-step-bar');
    expect(errorBar.querySelectorAll('.ant-steps-item')).toHaveLength(4);
    expect(errorBar.querySelector('.ant-steps-item-error')?.textContent).toContain('Geweigerd');
  });

  it('hides the licence number for other bike types', async () => {
    await renderModal(quotation({ bike_type: { id: 2, code: 'MECHANIC_BIKE', name: 'Fiets' } }));
    expect(screen.queryByText('employerQuotation.licenseNumber')).toBeNull();
  });

  it('enables approve, refuse and the fields while the order waits for the decision', async () => {
    await renderModal(quotation());
    expect(disabled('approve')).toBe(false);
    expect(disabled('refuse')).toBe(false);
    expect(screen.getByLabelText('employerQuotation.employeeNumber')).toHaveProperty('disabled', false);
    // Nothing changed yet: nothing to save.
    expect(disabled('save')).toBe(true);
  });

  it('disables both decisions on a won deal and says so, in the tooltips and on the waiting step', async () => {
    await renderModal(
      quotation({
        may_approve: false,
        may_refuse: false,
        approve_blocked_by: 'DEAL_WON',
        refuse_blocked_by: 'DEAL_WON',
      }),
    );
    expect(disabled('approve')).toBe(true);
    expect(disabled('refuse')).toBe(true);
    const bar = screen.getByTestId('employer-step-bar');
    expect(bar.querySelector('.ant-steps-item-process')?.textContent).toContain(
      'employerQuotation.blocked.DEAL_WON',
    );
    fireEvent.mouseEnter(button('approve').parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('employerQuotation.blocked.DEAL_WON');
  });

  it('disables only the refusal on an ordered deal, saying the bike is ordered; the step bar says nothing', async () => {
    await renderModal(quotation({ may_refuse: false, refuse_blocked_by: 'DEAL_ORDERED' }));
    expect(disabled('approve')).toBe(false);
    expect(screen.getByTestId('employer-step-bar').textContent).not.toContain('blocked');
    fireEvent.mouseEnter(button('refuse').parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('employerQuotation.blocked.DEAL_ORDERED');
  });

  it('disables approve once approved, and every field and save from approval on', async () => {
    await renderModal(
      quotation({
        order_status: APPROVED,
        decision: 'APPROVED',
        may_approve: false,
        approve_blocked_by: 'ALREADY_APPROVED',
        may_edit: false,
      }),
    );
    expect(disabled('approve')).toBe(true);
    expect(disabled('refuse')).toBe(false);
    expect(disabled('save')).toBe(true);
    for (const label of ['employeeNumber', 'earliestDeliveryDate'])
      expect(screen.getByLabelText(`employerQuotation.${label}`)).toHaveProperty('disabled', true);
  });

  it('enables the service-pass transactions only when a pass exists', async () => {
    await renderModal(quotation());
    expect(disabled('servicePassTransactions')).toBe(true);
  });

  it('refuses only with a reason', async () => {
    const server = await renderModal(quotation());
    fireEvent.click(button('refuse'));
    const reason = await screen.findByLabelText('employerQuotation.reason');
    const confirm = () => screen.getAllByRole('button', { name: /employerQuotation\.refuse$/ }).at(-1)!;
    expect(confirm()).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(confirm()).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: 'Budget overschreden' } });
    expect(confirm()).toHaveProperty('disabled', false);
    fireEvent.click(confirm());
    await waitFor(() =>
      expect(server.mutations()).toEqual([
        {
          operationName: 'RefuseEmployerQuotation',
          variables: { id: 7, reason: 'Budget overschreden' },
          query: expect.any(String) as string,
        },
      ]),
    );
  });

  it('approves at once, without a prompt or a second confirmation', async () => {
    const server = await renderModal(quotation());
    fireEvent.click(button('approve'));
    await waitFor(() =>
      expect(server.mutations().map((call) => [call.operationName, call.variables])).toEqual([
        ['ApproveEmployerQuotation', { id: 7, reason: '' }],
      ]),
    );
    expect(screen.queryByRole('dialog', { name: /approve/i })).toBeNull();
    expect(await screen.findByText('employerQuotation.approved')).toBeTruthy();
  });

  it('asks to confirm before refusing an approved quotation', async () => {
    await renderModal(
      quotation({ order_status: APPROVED, decision: 'APPROVED', may_approve: false, may_edit: false }),
    );
    fireEvent.click(button('refuse'));
    expect(await screen.findByText('employerQuotation.refuseApprovedConfirm')).toBeTruthy();
    expect(screen.queryByLabelText('employerQuotation.reason')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: /employerQuotation\.refuse$/ }).at(-1)!);
    expect(await screen.findByLabelText('employerQuotation.reason')).toBeTruthy();
  });

  it('saves only the changed field, and refuses a date that does not read', async () => {
    const server = await renderModal(quotation());
    fireEvent.change(screen.getByLabelText('employerQuotation.earliestDeliveryDate'), {
      target: { value: '31/02/2027' },
    });
    expect(await screen.findByText('errors.dateInvalid')).toBeTruthy();
    expect(disabled('save')).toBe(true);
    fireEvent.change(screen.getByLabelText('employerQuotation.earliestDeliveryDate'), {
      target: { value: '' },
    });
    fireEvent.change(screen.getByLabelText('employerQuotation.employeeNumber'), { target: { value: 'E-2' } });
    expect(disabled('save')).toBe(false);
    fireEvent.click(button('save'));
    await waitFor(() =>
      expect(server.mutations().map((call) => call.variables)).toEqual([{ id: 7, employeeNumber: 'E-2' }]),
    );
  });
});
