import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'chromium.sh');

/** Runs the script with CHROMIUM_PATH at a stand-in that prints each argument on a line. */
describe('chromium.sh', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chromium-sh-'));
    await writeFile(join(dir, 'chromium'), '#!/bin/sh\nfor arg do echo "$arg"; done\n');
    await chmod(join(dir, 'chromium'), 0o755);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  function argumentsPassed(args: string[]) {
    return new Promise<string[]>((resolve, reject) => {
      execFile(
        script,
        args,
        { env: { PATH: '/usr/bin:/bin', CHROMIUM_PATH: join(dir, 'chromium') } },
        (error, stdout) => (error ? reject(error) : resolve(stdout.split('\n').slice(0, -1))),
      );
    });
  }

  it('joins every --disable-features into one, the others kept in their order', async () => {
    const passed = await argumentsPassed([
      '--disable-features=PaintHolding,MediaRouter',
      '--headless',
      '--user-agent=a b  c',
      '--disable-features=WebUIOmniboxPopup',
    ]);
    expect(passed).toEqual([
      '--headless',
      '--user-agent=a b  c',
      '--disable-features=PaintHolding,MediaRouter,WebUIOmniboxPopup',
    ]);
  });

  it('adds no --disable-features when none was given', async () => {
    expect(await argumentsPassed(['--headless', ''])).toEqual(['--headless', '']);
  });
});
