import { act, render, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import { useTranslation } from 'react-i18next';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguage } from '../lib/i18n/language-context';
import type { Language } from '../lib/i18n/language';
import { ViewerContext, type Viewer, type ViewerState } from '../lib/viewer/viewer-context';
import { LanguageProvider } from './language-provider';

type Sent = { operationName: string; variables: Record<string, unknown> };

/** A GraphQL server in a function: each language's strings say which language they are. */
function fakeServer() {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const request = JSON.parse(String(init?.body)) as Sent;
    sent.push(request);
    const data =
      request.operationName === 'Translations'
        ? {
            translations: [{ key: 'page.greeting', value: `greeting-${String(request.variables.language)}` }],
          }
        : {
            updateMyLanguage: { __typename: 'UserDetails', id: 7, language: request.variables.language },
          };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
  const client = new Client({
    url: 'http://localhost/graphql',
    exchanges: [fetchExchange],
    fetch,
    preferGetMethod: false,
  });
  return { client, sent };
}

function viewer(language: string): Viewer {
  return {
    id: 7,
    email: 'jan@test.test',
    first_name: 'Jan',
    last_name: 'Peeters',
    language,
    superUser: false,
    admin: false,
    backoffice: false,
    isPortaluser: false,
    dealerIds: [1],
    dealers: [],
    companyIds: [],
  };
}

let change: (language: Language) => Promise<void> = () => Promise.resolve();

function Page() {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  change = changeLanguage;
  return (
    <p data-testid="shown" data-language={language}>
      {t('page.greeting')}
    </p>
  );
}

function renderWith(state: ViewerState, refresh = vi.fn(() => Promise.resolve(state))) {
  const server = fakeServer();
  render(
    <Provider value={server.client}>
      <ViewerContext value={{ state, refresh, signOut: () => Promise.resolve() }}>
        <LanguageProvider>
          <Page />
        </LanguageProvider>
      </ViewerContext>
    </Provider>,
  );
  return { ...server, refresh };
}

async function shownText() {
  return (await screen.findByTestId('shown')).textContent;
}

describe('LanguageProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-BE', 'en']);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("starts an anonymous visitor in the browser's language", async () => {
    renderWith({ status: 'anonymous', signedOut: false });
    expect(await shownText()).toBe('greeting-fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('switches an anonymous visitor at once, remembers the choice and saves no profile', async () => {
    const { sent } = renderWith({ status: 'anonymous', signedOut: false });
    expect(await shownText()).toBe('greeting-fr');
    await act(() => change('de'));
    expect(screen.getByTestId('shown').textContent).toBe('greeting-de');
    expect(screen.getByTestId('shown').dataset.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('spokes.language')).toBe('de');
    expect(sent.map((request) => request.operationName)).not.toContain('UpdateMyLanguage');
  });

  it("uses the language remembered in this browser before the browser's own", async () => {
    localStorage.setItem('spokes.language', 'en');
    renderWith({ status: 'anonymous', signedOut: false });
    expect(await shownText()).toBe('greeting-en');
  });

  it("puts a signed-in user's profile language before the remembered one", async () => {
    localStorage.setItem('spokes.language', 'en');
    renderWith({ status: 'signed-in', viewer: viewer('nl') });
    expect(await shownText()).toBe('greeting-nl');
  });

  it("saves a signed-in user's choice in the profile, then switches without a reload", async () => {
    const { sent, refresh } = renderWith({ status: 'signed-in', viewer: viewer('nl') });
    expect(await shownText()).toBe('greeting-nl');
    await act(() => change('fr'));
    expect(screen.getByTestId('shown').textContent).toBe('greeting-fr');
    const saved = sent.filter((request) => request.operationName === 'UpdateMyLanguage');
    expect(saved.map((request) => request.variables)).toEqual([{ language: 'fr' }]);
    expect(refresh).toHaveBeenCalled();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });
});
