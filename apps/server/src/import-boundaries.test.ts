import { describe, expect, it } from 'vitest';
import { restrictedImports } from './test/lint-imports';

const importsBuilder = "import { builder } from '../../graphql/builder';\nexport const used = builder;\n";

describe('import boundaries of the server', () => {
  it('refuses graphql/ in an operation of a module', async () => {
    expect(
      await restrictedImports(importsBuilder, 'apps/server/src/modules/orders/execute-quotation.ts'),
    ).toEqual([expect.stringContaining('Only <area>.graphql.ts imports graphql/')]);
  });

  it('refuses graphql/ in a test of a module', async () => {
    expect(
      await restrictedImports(importsBuilder, 'apps/server/src/modules/orders/orders.test.ts'),
    ).toHaveLength(1);
  });

  it("allows graphql/ in the area's .graphql.ts and AppError from src/errors.ts anywhere", async () => {
    expect(
      await restrictedImports(importsBuilder, 'apps/server/src/modules/orders/orders.graphql.ts'),
    ).toEqual([]);
    expect(
      await restrictedImports(
        "import { fail } from '../../errors';\nexport const refuse = () => fail('NOT_FOUND');\n",
        'apps/server/src/modules/orders/execute-quotation.ts',
      ),
    ).toEqual([]);
  });

  it('refuses a module in the data layer and in the job queue', async () => {
    const importsModule =
      "import { createDefaultTemplate } from '../../modules/documents/default-template';\n";
    expect(await restrictedImports(importsModule, 'apps/server/src/db/seed/templates.ts')).toEqual([
      expect.stringContaining('db/ and jobs/ import no module'),
    ]);
    expect(
      await restrictedImports(
        "import { outboxJobHandlers } from '../modules/mail/deliver-outbox-message';\n",
        'apps/server/src/jobs/handlers.ts',
      ),
    ).toHaveLength(1);
  });

  it('allows the composition to wire modules to the data layer and the job queue', async () => {
    expect(
      await restrictedImports(
        "import { outboxJobHandlers } from './modules/mail/deliver-outbox-message';\n",
        'apps/server/src/job-handlers.ts',
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        "import { variants } from '../schema/reference';\n",
        'apps/server/src/db/seed/reference.ts',
      ),
    ).toEqual([]);
  });
});
