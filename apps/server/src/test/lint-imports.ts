import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

// Import boundaries need no type information: linting without it keeps the test quick.
const eslint = new ESLint({ cwd: repositoryRoot, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** The import-boundary messages the repository's ESLint config gives `code` at `filePath`. */
export async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}
