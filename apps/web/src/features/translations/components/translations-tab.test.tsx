import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n/i18n';
import { answeringClient, type SentOperation } from '../../../test/answering-client';
import { renderSignedIn, superUserViewer } from '../../../test/render-signed-in';
import { TranslationsTab } from './translations-tab';

const row = {
  __typename: 'TranslationRow',
  key: 'login.title',
  nl: 'Aanmelden',
  value: 'Connexion',
  nl_edited: false,
  value_edited: true,
};

function server(sent: SentOperation[]) {
  return answeringClient((operation) => {
    sent.push(operation);
    if (operation.operationName === 'TranslationRows')
      return {
        data: {
          translationRows: { __typename: 'TranslationRowPage', total: 1, page: 1, size: 20, items: [row] },
        },
      };
    const field = operation.operationName === 'ResetTranslation' ? 'resetTranslation' : 'updateTranslation';
    return { data: { [field]: { __typename: 'TranslationString', key: row.key, value: 'x' } } };
  });
}

function renderTab(sent: SentOperation[], path = '/settings/translations') {
  renderSignedIn(
    server(sent),
    superUserViewer(),
    path,
    <Route path="/settings/translations" element={<TranslationsTab />} />,
  );
}

// The list keeps its filters in sessionStorage: each test starts without the last one's.
afterEach(() => sessionStorage.clear());

describe('TranslationsTab', () => {
  it('shows nl beside the chosen language and marks an edited text', async () => {
    const sent: SentOperation[] = [];
    renderTab(sent, '/settings/translations?language=de');
    expect(await screen.findByText('Connexion')).toBeTruthy();
    expect(screen.getByText('translations.edited')).toBeTruthy();
    expect(sent.find((op) => op.operationName === 'TranslationRows')?.variables.language).toBe('de');
  });

  it('saves only the text that changed, and restores a shipped one', async () => {
    const user = userEvent.setup();
    const sent: SentOperation[] = [];
    renderTab(sent);
    await user.click(await screen.findByRole('button', { name: 'translations.edit login.title' }));
    const dialog = await screen.findByRole('dialog');
    const [, french] = within(dialog).getAllByRole('textbox');
    await user.clear(french);
    await user.type(french, 'Se connecter');
    await user.click(within(dialog).getByRole('button', { name: 'translations.save' }));
    await waitFor(() =>
      expect(sent.filter((op) => op.operationName === 'UpdateTranslation')).toHaveLength(1),
    );
    expect(sent.find((op) => op.operationName === 'UpdateTranslation')?.variables).toEqual({
      key: 'login.title',
      language: 'fr',
      value: 'Se connecter',
    });

    await user.click(await screen.findByRole('button', { name: 'translations.edit login.title' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: /translations.restore/ }),
    );
    await waitFor(() =>
      expect(sent.find((op) => op.operationName === 'ResetTranslation')?.variables).toEqual({
        key: 'login.title',
        language: 'fr',
      }),
    );
  });
});
