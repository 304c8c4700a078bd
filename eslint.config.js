import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/drizzle/**',
      '**/generated/**',
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
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
);
