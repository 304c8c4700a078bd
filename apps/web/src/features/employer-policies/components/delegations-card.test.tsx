import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '@spokes/domain/format';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { answeringClient, type SentOperation } from '../../../test/answering-client';
import { DelegationsCard } from './delegations-card';
import { formatDay } from './delegation-status';

const today = brusselsToday();

const delegation = (id: number, delegate: string, first: number, last: number, ended = false) => ({
  __typename: 'EmployerDelegation',
  id,
  company_id: 2,
  company_name: 'Bakkerij Noord',
  delegator_user_id: 10,
  delegator_name: 'Eva Werkgever',
  delegate_user_id: 10 + id,
  delegate_name: delegate,
  first_day: addDays(today, first),
  last_day: addDays(today, last),
  ended_at: ended ? '2026-01-02T10:00:00.000Z' : null,
  active: !ended && first <= 0 && last >= 0,
});

const DELEGATIONS = [
  delegation(3, 'Piet Later', 5, 9),
  delegation(2, 'Elke Vervanger', -2, 12),
  delegation(1, 'Ann Vroeger', -20, -10),
  delegation(4, 'Tom Gestopt', -3, 3, true),
];

function renderCard() {
  const sent: SentOperation[] = [];
  const client = answeringClient((operation) => {
    sent.push(operation);
    if (operation.operationName === 'EndEmployerDelegation')
      return {
        data: {
          endEmployerDelegation: { ...DELEGATIONS[1], active: false, ended_at: '2026-01-03T10:00:00Z' },
        },
      };
    return { data: { employerDelegations: DELEGATIONS } };
  });
  render(
    <Provider value={client}>
      <App>
        <DelegationsCard companyId={2} companyName="Bakkerij Noord" superUser={false} viewerId={10} />
      </App>
    </Provider>,
  );
  return sent;
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('DelegationsCard', () => {
  it('lists who decides for whom, from when to when, tagged active, planned or ended', async () => {
    renderCard();
    expect(await screen.findByRole('cell', { name: 'Elke Vervanger' })).toBeTruthy();
    const active = within(row('Elke Vervanger'));
    expect(active.getByText('Eva Werkgever')).toBeTruthy();
    expect(
      active.getByText(`${formatDay(addDays(today, -2))} – ${formatDay(addDays(today, 12))}`),
    ).toBeTruthy();
    expect(active.getByText('employerPolicies.delegationStatus.active')).toBeTruthy();
    expect(within(row('Piet Later')).getByText('employerPolicies.delegationStatus.future')).toBeTruthy();
    expect(within(row('Ann Vroeger')).getByText('employerPolicies.delegationStatus.ended')).toBeTruthy();
    expect(within(row('Tom Gestopt')).getByText('employerPolicies.delegationStatus.ended')).toBeTruthy();
    // Only what is in force or still to come can be ended.
    expect(within(row('Piet Later')).queryByRole('button')).not.toBeNull();
    expect(within(row('Ann Vroeger')).queryByRole('button')).toBeNull();
    expect(within(row('Tom Gestopt')).queryByRole('button')).toBeNull();
  });

  it('ends a delegation after a confirmation', async () => {
    const user = userEvent.setup();
    const sent = renderCard();
    await user.click(await screen.findByRole('button', { name: 'employerPolicies.end Elke Vervanger' }));
    const confirm = await screen.findByRole('dialog');
    expect(sent.some((operation) => operation.operationName === 'EndEmployerDelegation')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'employerPolicies.end' }));
    await waitFor(() =>
      expect(
        sent.find((operation) => operation.operationName === 'EndEmployerDelegation')?.variables,
      ).toEqual({
        delegation_id: 2,
      }),
    );
  });
});
