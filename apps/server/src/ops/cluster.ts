import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { spawnBuiltServer } from './built-server';
import { haproxyConfig } from './haproxy-config';

/**
 * Several instances of the built server on one PostgreSQL behind HAProxy (Debian's), all on
 * loopback: `npm run cluster`, the cluster test and the load bench. HAProxy reaches the instances
 * from 127.0.0.2, the one address they trust for X-Forwarded-For, so a client on 127.0.0.1
 * cannot pass as another by sending the header to an instance directly.
 */
export type ClusterOptions = {
  /** The database every instance shares; created when it does not exist. */
  databaseUrl: string;
  /** The stored files every instance shares (the local file store), the TOTP key, HAProxy's configuration. */
  dataDir: string;
  instances?: number;
  /** The proxy's port; 0 takes a free one. */
  port?: number;
  /** More environment for every instance (SMTP_URL, JOB_LOCK_SECONDS, SEED_DEMO, LOG_LEVEL). */
  env?: Record<string, string>;
  /** Each instance's and the proxy's output go to `<logDir>/<name>.log`; unset, to this process's. */
  logDir?: string;
  haproxyPath?: string;
};

export type ClusterInstance = {
  name: string;
  /** The instance itself, not through the proxy: its probes and its /metrics. */
  url: string;
  pid: number;
  exited: Promise<number | null>;
};

export type Cluster = {
  /** The proxy: what users reach. */
  url: string;
  instances: ClusterInstance[];
  /** The bearer token of every instance's /metrics. */
  metricsToken: string;
  stop(): Promise<void>;
};

const PROXY_SOURCE = '127.0.0.2';

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxy = options.haproxyPath ?? process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
  if (!existsSync(haproxy))
    throw new Error(`HAProxy is missing at ${haproxy}: apt-get install -y haproxy, or set HAPROXY_PATH`);
  await mkdir(options.dataDir, { recursive: true });
  if (options.logDir) await mkdir(options.logDir, { recursive: true });
  await createDatabaseIfMissing(options.databaseUrl);
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const metricsToken = randomBytes(24).toString('hex');
  const totpKey = await sharedSecret(join(options.dataDir, 'totp-encryption.key'));
  const children: ChildProcess[] = [];
  /** Both of a child's outputs into `<logDir>/<name>.log`; the child keeps its own copy of the descriptor. */
  const logged = (name: string, start: (stdio: StdioOptions) => ChildProcess) => {
    if (!options.logDir) return start(['ignore', 'inherit', 'inherit']);
    const fd = openSync(join(options.logDir, `${name}.log`), 'a');
    try {
      return start(['ignore', fd, fd]);
    } finally {
      closeSync(fd);
    }
  };

  const instances: ClusterInstance[] = [];
  try {
    for (let index = 1; index <= (options.instances ?? 2); index++) {
      const name = `app-${index}`;
      const instancePort = await freePort();
      const child = logged(name, (stdio) =>
        spawnBuiltServer(
          {
            ...process.env,
            NODE_ENV: 'production',
            SEED_DEMO: 'true',
            LOG_LEVEL: 'warn',
            ...options.env,
            HOST: '127.0.0.1',
            PORT: String(instancePort),
            PUBLIC_URL: url,
            DATABASE_URL: options.databaseUrl,
            DATA_DIR: options.dataDir,
            TOTP_ENCRYPTION_KEY: totpKey,
            TRUSTED_PROXIES: PROXY_SOURCE,
            METRICS_TOKEN: metricsToken,
            INSTANCE_NAME: name,
          },
          stdio,
        ),
      );
      children.push(child);
      instances.push({
        name,
        url: `http://127.0.0.1:${instancePort}`,
        pid: child.pid!,
        exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
      });
    }
    // Together: they start at the same moment and take the start lock in turn.
    await Promise.all(instances.map((instance) => readyAt(`${instance.url}/readyz`, instance.exited)));

    const config = join(options.dataDir, `haproxy-${port}.cfg`);
    await writeFile(
      config,
      haproxyConfig({
        bind: `127.0.0.1:${port}`,
        source: PROXY_SOURCE,
        servers: instances.map((instance) => `server ${instance.name} ${new URL(instance.url).host}`),
      }),
    );
    const proxy = logged('haproxy', (stdio) => spawn(haproxy, ['-db', '-f', config], { stdio }));
    children.push(proxy);
    const proxyExited = new Promise<number | null>((resolve) => proxy.once('exit', resolve));
    await readyAt(`${url}/readyz`, proxyExited);
  } catch (error) {
    await stopAll(children);
    throw error;
  }
  return { url, instances, metricsToken, stop: () => stopAll(children) };
}

/** Resolves once `url` answers 200; fails when the process behind it exits first. */
async function readyAt(url: string, exited: Promise<number | null>, timeoutMs = 180_000) {
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code));
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(url).catch(() => null))?.status !== 200) {
    if (gone !== undefined) throw new Error(`${url}: its process exited (${gone}) before it was ready`);
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM to each (the instances drain), then waits for every exit. */
async function stopAll(children: ChildProcess[]) {
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
    ),
  );
}

async function createDatabaseIfMissing(databaseUrl: string) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Every instance must seal and open authenticator secrets with the same key: made once, kept beside the files. */
async function sharedSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const key = randomBytes(32).toString('base64');
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
