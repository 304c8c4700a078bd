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
});
