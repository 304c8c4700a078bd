import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
// Sets up react-i18next; without strings loaded, t() answers the key.
import '../../../lib/i18n/i18n';
import { answeringClient, type SentOperation } from '../../../test/answering-client';
import { renderSignedIn, superUserViewer } from '../../../test/render-signed-in';
import { TemplatesTab } from './templates-tab';

const template = {
  __typename: 'SettingsTemplate',
  id: 7,
  name: 'Berekening (Standaard, nl)',
  file_id: 'templates/abc.pdf',
  language_fk: 1,
  variant_fk: 1,
  order_log_type_fk: 1,
  language: 'nl',
  variant: 'Standaard',
  order_log_type: 'Berekening',
  download_url: '/files/templates/7',
  preview_url: '/files/templates/7/preview',
};

function renderTab() {
  const sent: SentOperation[] = [];
  const client = answeringClient((operation) => {
    sent.push(operation);
    switch (operation.operationName) {
      case 'SettingsTemplates':
        return {
          data: {
            settingsTemplates: {
              __typename: 'SettingsTemplatePage',
              total: 1,
              page: 1,
              size: 20,
              items: [template],
            },
          },
        };
      case 'DeleteTemplate':
        return {
          data: null,
          errors: [
            {
              message: 'TEMPLATE_IN_USE',
              extensions: { code: 'TEMPLATE_IN_USE', i18nKey: 'errors.templateInUse' },
            },
          ],
        };
      default:
        return { data: null, errors: [{ message: 'unexpected' }] };
    }
  });
  renderSignedIn(
    client,
    superUserViewer(),
    '/settings/templates',
    <Route path="/settings/templates" element={<TemplatesTab />} />,
  );
  return sent;
}

describe('TemplatesTab', () => {
  it('lists a template with its file id, language, file type and variant', async () => {
    renderTab();
    expect(await screen.findByText('Berekening (Standaard, nl)')).toBeTruthy();
    expect(screen.getByText('templates/abc.pdf')).toBeTruthy();
    expect(screen.getByText('NL')).toBeTruthy();
    expect(screen.getByText('Berekening')).toBeTruthy();
    expect(screen.getByText('Standaard')).toBeTruthy();
  });

  it('asks before deleting, and says why the server refused', async () => {
    const sent = renderTab();
    fireEvent.click(
      await screen.findByRole('button', { name: 'templates.delete Berekening (Standaard, nl)' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'templates.yes' }));
    await waitFor(() =>
      expect(sent.find((operation) => operation.operationName === 'DeleteTemplate')?.variables).toEqual({
        id: 7,
      }),
    );
    expect(await screen.findByText('errors.templateInUse')).toBeTruthy();
  });
});
