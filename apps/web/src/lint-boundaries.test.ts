// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Runs the repository's own eslint.config.js on snippets placed where they would break a boundary,
// so undoing a rule fails here. Only the import rules run: they need no type information.
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/') || ruleId === 'no-restricted-imports',
});

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint boundaries', { timeout: 60_000 }, () => {
  it('refuses the web app importing the server by relative path or package name', async () => {
    const relative = await importErrors(
      'apps/web/src/features/users/probe.ts',
      "import { isEmployerOnly as imported } from '../../../../server/src/modules/auth/scopes';",
    );
    expect(relative).toEqual([expect.stringMatching(/no-restricted-paths.*never imports the server/)]);
    const byName = await importErrors(
      'apps/web/src/lib/probe.ts',
      "import { imported } from '@spokes/server/main';",
    );
    expect(byName).toEqual([expect.stringMatching(/^no-restricted-imports/)]);
  });

  it('refuses the domain importing an app', async () => {
    const errors = await importErrors(
      'packages/domain/src/probe.ts',
      "import { isEmployerOnly as imported } from '../../../apps/server/src/modules/auth/scopes';",
    );
    expect(errors).toContainEqual(expect.stringMatching(/no-restricted-paths.*imports no app/));
  });

  it('refuses a feature importing another feature or the app shell, and allows its own files', async () => {
    const otherFeature = await importErrors(
      'apps/web/src/features/users/probe.ts',
      "import { InboxPage as imported } from '../notifications/components/inbox-page';",
    );
    expect(otherFeature).toEqual([expect.stringMatching(/imports no other feature/)]);
    const appShell = await importErrors(
      'apps/web/src/features/users/probe.ts',
      "import { RequireViewer as imported } from '../../app/guards';",
    );
    expect(appShell).toEqual([expect.stringMatching(/imports not the app shell/)]);
    const ownFeature = await importErrors(
      'apps/web/src/features/users/probe.ts',
      "import { UserFormDrawer as imported } from './components/user-form-drawer';",
    );
    expect(ownFeature).toEqual([]);
  });

  it('keeps the order UI and the quotation UI apart, composed by the pages of the app', async () => {
    const panel =
      "import { OrderActionsPanel as imported } from '../../features/orders/components/order-actions-panel';";
    const card =
      "import { QuotationCard as imported } from '../../features/quotations/components/quotation-card';";
    expect(await importErrors('apps/web/src/app/pages/probe.tsx', panel)).toEqual([]);
    expect(await importErrors('apps/web/src/app/pages/probe.tsx', card)).toEqual([]);
    expect(
      await importErrors(
        'apps/web/src/features/quotations/components/probe.tsx',
        "import { OrderActionsPanel as imported } from '../../orders/components/order-actions-panel';",
      ),
    ).toEqual([expect.stringMatching(/imports no other feature/)]);
    expect(
      await importErrors(
        'apps/web/src/features/orders/components/probe.tsx',
        "import { QuotationOverviewPage as imported } from '../../../app/pages/quotation-overview-page';",
      ),
    ).toEqual([expect.stringMatching(/imports not the app shell/)]);
  });

  it('lets the app shell import features, and refuses components and lib doing so', async () => {
    const inbox = "import { InboxPage as imported } from '../features/notifications/components/inbox-page';";
    expect(await importErrors('apps/web/src/app/probe.ts', inbox)).toEqual([]);
    expect(await importErrors('apps/web/src/components/probe.ts', inbox)).toEqual([
      expect.stringMatching(/import no feature and no app shell/),
    ]);
    expect(
      await importErrors(
        'apps/web/src/lib/probe.ts',
        "import { RequireViewer as imported } from '../app/guards';",
      ),
    ).toEqual([expect.stringMatching(/import no feature and no app shell/)]);
  });

  it('refuses an import cycle, resolved through TypeScript paths', async () => {
    // user-schemas.ts imports ./codes: codes.ts importing it back closes a cycle.
    const cycle = await importErrors(
      'packages/domain/src/codes.ts',
      "import { userFieldsSchema as imported } from './user-schemas';",
    );
    expect(cycle).toEqual([expect.stringMatching(/no-cycle/)]);
    // The same through the package name the web app uses.
    const viaPackage = await importErrors(
      'packages/domain/src/codes.ts',
      "import { userFieldsSchema as imported } from '@spokes/domain/user-schemas';",
    );
    expect(viaPackage).toEqual([expect.stringMatching(/no-cycle/)]);
    expect(
      await importErrors('packages/domain/src/codes.ts', "import { toCents as imported } from './money';"),
    ).toEqual([]);
  });
});
