import { render, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { ViewerContext, type ViewerState } from '../../../lib/viewer/viewer-context';
import { OutboxPage } from './outbox-page';
import { superUserViewer } from '../../../test/render-signed-in';

const superUser = superUserViewer();

/** The outbox as the server answers it: empty, in the demo's mailbox or not. */
function server(secretsShown: boolean) {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          data: {
            outboxMessages: {
              __typename: 'OutboxMessagePage',
              secrets_shown: secretsShown,
              total: 0,
              page: 1,
              size: 20,
              items: [],
            },
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
  );
  return new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange], fetch });
}

function renderOutbox(secretsShown: boolean) {
  const state: ViewerState = { status: 'signed-in', viewer: superUser };
  render(
    <Provider value={server(secretsShown)}>
      <ViewerContext value={{ state, refresh: async () => state, signOut: async () => {} }}>
        <MemoryRouter initialEntries={['/outbox']}>
          <OutboxPage />
        </MemoryRouter>
      </ViewerContext>
    </Provider>,
  );
}

describe('OutboxPage', () => {
  it("warns that links and codes are shown when the outbox is the demo's mailbox", async () => {
    renderOutbox(true);
    expect(await screen.findByTestId('outbox-secrets-shown')).toHaveProperty(
      'textContent',
      'outbox.secretsShown',
    );
  });

  it('shows no such banner when the server redacts them', async () => {
    renderOutbox(false);
    await waitFor(() => expect(screen.getByText('outbox.empty')).toBeTruthy());
    expect(screen.queryByTestId('outbox-secrets-shown')).toBeNull();
  });
});
