import { Client, fetchExchange } from '@urql/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { announceSessionExpired } from '../graphql/session-expiry';
import { announceSignOut } from './session-broadcast';
import { useViewerState } from './viewer-context';
import { ViewerProvider } from './viewer-provider';

const me = { id: 1, email: 'someone@demo.test' };
const unauthenticated = {
  errors: [{ message: 'Please sign in again', extensions: { code: 'UNAUTHENTICATED' } }],
};

type Answer = { current: object; asked?: number };

/**
 * A GraphQL server in a function whose `me` answers what `answer` holds at the time it is asked,
 * counting the requests in `asked`.
 */
function clientAnswering(answer: Answer): Client {
  return new Client({
    url: 'http://localhost/graphql',
    exchanges: [fetchExchange],
    fetch: async () => {
      answer.asked = (answer.asked ?? 0) + 1;
      return new Response(JSON.stringify(answer.current), {
        headers: { 'content-type': 'application/json' },
      });
    },
    preferGetMethod: false,
  });
}

function ShowState() {
  const { state } = useViewerState();
  return <p data-testid="state">{JSON.stringify(state)}</p>;
}

function renderProvider(answer: Answer) {
  render(
    <Provider value={clientAnswering(answer)}>
      <ViewerProvider>
        <ShowState />
      </ViewerProvider>
    </Provider>,
  );
  return () => JSON.parse(screen.getByTestId('state').textContent!) as Record<string, unknown>;
}

describe('the viewer provider', () => {
  it('marks a session that stopped working as ended, so /login can say so', async () => {
    const answer: Answer = { current: { data: { me } } };
    const state = renderProvider(answer);
    await waitFor(() => expect(state().status).toBe('signed-in'));
    answer.current = unauthenticated;
    act(() => announceSessionExpired());
    await waitFor(() => expect(state()).toMatchObject({ status: 'anonymous', sessionEnded: true }));
  });

  it('does not call a visitor who arrives without a session one whose session ended', async () => {
    const state = renderProvider({ current: unauthenticated });
    await waitFor(() => expect(state()).toMatchObject({ status: 'anonymous', sessionEnded: false }));
  });

  it('signs out at once when another tab of the browser signs out', async () => {
    const state = renderProvider({ current: { data: { me } } });
    await waitFor(() => expect(state().status).toBe('signed-in'));
    // Another tab: its own channel object, as BroadcastChannel skips the one that posts. The
    // channel is opened by an effect after the signed-in render, and a message posted before it
    // is opened reaches nobody (seen on busy cores): announce until it is heard.
    await waitFor(() => {
      act(() => announceSignOut());
      expect(state()).toMatchObject({ status: 'anonymous', signedOut: true });
    });
  });

  it('asks the server again when the tab comes back into view, and leaves once the session ended', async () => {
    const answer: Answer = { current: { data: { me } } };
    const state = renderProvider(answer);
    await waitFor(() => expect(state().status).toBe('signed-in'));
    answer.current = unauthenticated;
    // The focus listener comes with an effect after the signed-in render: focus until it is heard.
    await waitFor(() => {
      window.dispatchEvent(new Event('focus'));
      expect(state()).toMatchObject({ status: 'anonymous', sessionEnded: true });
    });
  });

  it('stays signed in on focus when the server cannot be reached', async () => {
    const answer: Answer = { current: { data: { me } } };
    const state = renderProvider(answer);
    await waitFor(() => expect(state().status).toBe('signed-in'));
    answer.current = { errors: [{ message: 'upstream gone', extensions: { code: 'SOMETHING_WENT_WRONG' } }] };
    const asked = answer.asked!;
    await waitFor(() => {
      window.dispatchEvent(new Event('focus'));
      expect(answer.asked).toBeGreaterThan(asked);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(state().status).toBe('signed-in');
  });
});
