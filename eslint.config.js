import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under features/ is a feature: a new area is fenced in without editing this file.
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'data-cluster/**',
      '**/drizzle/**',
      '**/generated/**',
      '**/*.generated.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // bench/ and e2e/ may drive the server; the domain and the web app never import it.
    files: ['packages/domain/**/*.ts', 'apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/*', '@spokes/server', '@spokes/web'],
              message: 'packages/domain and features import no app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Operations know no transport: they throw AppError from src/errors.ts, and only an area's
    // <area>.graphql.ts speaks GraphQL (graphql/app-error-mapper.ts turns AppErrors into its errors).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.graphql.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/graphql/*'],
              message:
                'Only <area>.graphql.ts imports graphql/; operations throw AppError from src/errors.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The data layer and the job queue import no area: the app's composition (app.ts, main.ts,
    // job-handlers.ts) wires the areas' seeds and job handlers to them.
    files: ['apps/server/src/db/**/*.ts', 'apps/server/src/jobs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/*'],
              message:
                'db/ and jobs/ import no module; wire it in the composition (app.ts, job-handlers.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere. Imports are resolved as TypeScript does (tsconfig paths, the
    // workspace packages' exports), so a cycle through `@spokes/domain/...` counts too.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the rule cannot read a TypeScript dependency and sees no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Drizzle's tables point at each other through lazy callbacks (`references(() => t.id)`,
    // `relations()`): the schema is one graph by design and the cycle is never followed at load.
    files: ['apps/server/src/db/schema/**/*.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // Boundaries by resolved path, so relative paths (`../../../server/...`) are caught as well as
    // package names: the domain imports no app; the web app never imports the server; a feature
    // imports no other feature and not the app shell; components/ and lib/ import no feature and
    // no app shell. Shared pieces go to components/, lib/ or packages/domain.
    files: ['packages/domain/**/*.ts', 'apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './packages/domain',
              from: './apps',
              message: 'packages/domain imports no app.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports the server: it talks to it over GraphQL and HTTP.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature imports no other feature: share through src/components, src/lib or packages/domain.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'A feature imports not the app shell: the app composes the features.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'src/components and src/lib import no feature and no app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
);
