// `npm run build`: the server and the web app, then a stamp of what they were built from.
// `--if-changed` (what `npm start` runs) skips both when the stamp matches the sources, so a
// second start does not spend 10–20 s rebuilding what is already built.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Everything either build reads from this repository; the lockfile stands for node_modules. */
const INPUTS = [
  'package-lock.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.ts',
  'apps/server/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'apps/web/design-tokens.ts',
  'apps/web/package.json',
];
const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];
const STAMP = join(root, 'apps/server/dist/build-inputs.sha256');

function filesUnder(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true })
    .map((name) => join(path, name))
    .filter((file) => statSync(file).isFile());
}

/** One hash of every input file's path and content, in a fixed order. */
function inputsHash() {
  const hash = createHash('sha256');
  const files = INPUTS.map((input) => join(root, input))
    .filter((path) => existsSync(path))
    .flatMap(filesUnder)
    .sort();
  for (const file of files) hash.update(`${relative(root, file)}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

const wanted = inputsHash();
const built =
  OUTPUTS.every((output) => existsSync(join(root, output))) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8').trim() === wanted;

if (process.argv.includes('--if-changed') && built) {
  process.stdout.write('The build is up to date with the sources: not rebuilt.\n');
} else {
  for (const workspace of ['apps/server', 'apps/web']) {
    const { status } = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (status !== 0) process.exit(status ?? 1);
  }
  writeFileSync(STAMP, `${wanted}\n`);
}
