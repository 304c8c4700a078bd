import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'ensure-chromium.sh');

type Run = { code: number; stderr: string; aptCalls: string[] };

/**
 * Runs the script on a PATH whose `id` and `apt-get` are stand-ins: `id -u` answers `uid`, and
 * `apt-get` logs its arguments and, on install, puts a browser at `installsAt` (if given).
 * The machine's real Chromium and packages are never touched.
 */
describe('ensure-chromium.sh', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ensure-chromium-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function executable(name: string, body: string) {
    const path = join(dir, name);
    await writeFile(path, `#!/bin/sh\n${body}\n`);
    await chmod(path, 0o755);
    return path;
  }

  async function run(options: { uid: number; chromium: string; installsAt?: string }): Promise<Run> {
    await executable('id', `echo ${options.uid}`);
    const log = join(dir, 'apt-calls');
    const install = options.installsAt
      ? `case "$*" in *install*) printf '#!/bin/sh\\n' > '${options.installsAt}'; chmod +x '${options.installsAt}';; esac`
      : '';
    await executable('apt-get', `echo "$*" >> '${log}'\n${install}`);
    const env = { PATH: `${dir}:/usr/bin:/bin`, CHROMIUM_PATH: options.chromium };
    const { code, stderr } = await new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile('sh', [script], { env }, (error, _stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stderr }),
      );
    });
    const aptCalls = await readFile(log, 'utf8').then(
      (text) => text.trim().split('\n'),
      () => [],
    );
    return { code, stderr, aptCalls };
  }

  it('does nothing when the browser is there', async () => {
    const chromium = await executable('chromium', 'exit 0');
    expect(await run({ uid: 0, chromium })).toEqual({ code: 0, stderr: '', aptCalls: [] });
  });

  it('stops at once with the one command to run when it cannot install (not root)', async () => {
    const result = await run({ uid: 1000, chromium: join(dir, 'missing', 'chromium') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`chromium is missing at ${join(dir, 'missing', 'chromium')}`);
    expect(result.stderr).toContain('sudo apt-get update && sudo apt-get install -y chromium');
    expect(result.aptCalls).toEqual([]);
  });

  it('installs Debian’s chromium itself when it runs as root', async () => {
    const chromium = join(dir, 'chromium');
    const result = await run({ uid: 0, chromium, installsAt: chromium });
    expect(result.code).toBe(0);
    expect(result.aptCalls).toEqual([
      '-o DPkg::Lock::Timeout=600 update -qq',
      '-o DPkg::Lock::Timeout=600 install -y -qq chromium',
    ]);
  });

  it('says so when the install did not bring a browser to CHROMIUM_PATH', async () => {
    const result = await run({ uid: 0, chromium: join(dir, 'elsewhere') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('set CHROMIUM_PATH');
  });
});
