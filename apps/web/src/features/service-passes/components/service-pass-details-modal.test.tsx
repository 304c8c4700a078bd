import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { answeringClient } from '../../../test/answering-client';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import type { ServicePassRow } from './service-pass-edits';
import { ServicePassDetailsModal } from './service-pass-details-modal';

const pass = {
  __typename: 'ServicePass',
  id: 176,
  barcode: '3120999757097753000',
  first_in_pack: '3120999757097753000',
  status: 'ACTIVE',
  dealer_fk: 2,
  dealer_name: null,
  dealer: 'Velo Leuven',
  bike_fk: null,
  employee_name: null,
  employee: null,
  company: null,
  invoice_target: null,
  bike: null,
  quotation_id: null,
  quotation_number: null,
  starting_amount: 0,
  used_amount: 0,
  remaining_amount: 0,
  comment: null,
  blocked_at: null,
  emptied_at: null,
} as ServicePassRow;

const card = {
  __typename: 'ServicePassCard',
  result_code: '0',
  info_warning: null,
  balance_cents: 0,
  blocked: false,
  amount_check: 'unknown',
  activation: null,
};

describe('ServicePassDetailsModal', () => {
  it('disables the card actions while one waits for its answer, and gives them back by their own names', async () => {
    let answerBlock: (value: unknown) => void = () => {};
    const client = answeringClient((operation) => {
      if (operation.operationName === 'ServicePassCard')
        return { data: { servicePassCard: card, servicePassHistory: [] } };
      if (operation.operationName === 'BlockServicePass')
        return new Promise((resolve) => (answerBlock = resolve));
      return { errors: [{ message: `unexpected ${operation.operationName}` }] };
    });
    render(
      <Provider value={client}>
        <App>
          <ServicePassDetailsModal pass={pass} onClose={() => {}} />
        </App>
      </Provider>,
    );
    const user = userEvent.setup();
    const actions = ['servicePasses.block', 'servicePasses.unblock', 'servicePasses.emptyCard'];
    await user.click(await screen.findByRole('button', { name: 'servicePasses.block' }));
    const confirmation = await screen.findByRole('tooltip');
    await user.click(within(confirmation).getByRole('button', { name: /OK/ }));

    const disabled = () =>
      actions.map((name) => screen.getByRole<HTMLButtonElement>('button', { name }).disabled);
    await waitFor(() => expect(disabled()).toEqual([true, true, true]));
    answerBlock({ data: { blockServicePass: { ...pass, status: 'BLOCKED' } } });
    // By the exact name: a loading icon left in a button would be part of it.
    await waitFor(() => expect(disabled()).toEqual([false, false, false]));
    expect(await screen.findByText('servicePasses.blocked')).toBeTruthy();
  });
});
