import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS } from '../http/server';
import { serverRoot } from '../paths';
import { composeLayout, haproxyConfig } from './haproxy-config';

const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const installed = spawnSync(haproxy, ['-v']).status === 0;
const deployFile = join(serverRoot, '..', '..', 'deploy', 'haproxy.cfg');

describe("HAProxy's configuration", () => {
  const dir = mkdtempSync(join(tmpdir(), 'spokes-haproxy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** `haproxy -c`: HAProxy's own check of a configuration, without starting it. */
  function check(config: string) {
    const file = join(dir, `check-${Math.random().toString(36).slice(2)}.cfg`);
    writeFileSync(file, config);
    return spawnSync(haproxy, ['-c', '-f', file], { encoding: 'utf8' });
  }

  it("is compose.yaml's deploy/haproxy.cfg, written from the same rules as npm run cluster's", () => {
    // On a difference: write haproxyConfig(composeLayout) to deploy/haproxy.cfg.
    expect(readFileSync(deployFile, 'utf8')).toBe(haproxyConfig(composeLayout));
  });

  it('keeps an idle connection to an instance for less time than the instance does', () => {
    // Otherwise the proxy sends a request on a connection the instance is closing, and loses it.
    const serverSeconds = Number(/timeout server (\d+)s/.exec(haproxyConfig(composeLayout))?.[1]);
    expect(serverSeconds * 1000).toBeLessThan(KEEP_ALIVE_MS);
  });

  it('passes HAProxy’s check, for the cluster and for compose', (test) => {
    if (!installed && process.env.CI) throw new Error('HAProxy is missing: apt-get install haproxy');
    test.skip(!installed, 'HAProxy is not installed');
    const cluster = check(
      haproxyConfig({
        bind: '127.0.0.1:18080',
        source: '127.0.0.2',
        servers: ['server app-1 127.0.0.1:13001'],
      }),
    );
    expect(cluster.status, cluster.stderr).toBe(0);
    const compose = check(haproxyConfig(composeLayout));
    expect(compose.status, compose.stderr).toBe(0);
  });
});
