/**
 * `npm run cluster [-- --instances N --port P]`: the built server's instances (2) on the
 * PostgreSQL of DATABASE_URL behind HAProxy on P (8080), with the demo data, until Ctrl-C.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster';

const { values } = parseArgs({
  options: { instances: { type: 'string', default: '2' }, port: { type: 'string', default: '8080' } },
});
const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

const cluster = await startCluster({
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/spokes_cluster',
  dataDir: here(process.env.DATA_DIR ?? 'data-cluster'),
  instances: Number(values.instances),
  port: Number(values.port),
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});
process.stdout.write(
  `\nSpokes runs on ${cluster.url} (HAProxy) with ${cluster.instances.length} instances:\n` +
    cluster.instances.map((i) => `  ${i.name}  ${i.url}  pid ${i.pid}\n`).join('') +
    `Metrics of an instance: curl -H 'Authorization: Bearer ${cluster.metricsToken}' ${cluster.instances[0].url}/metrics\n` +
    'Ctrl-C stops them all.\n\n',
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().then(() => process.exit(0));
  });
for (const instance of cluster.instances)
  void instance.exited.then((code) => {
    if (!stopping) process.stdout.write(`${instance.name} (pid ${instance.pid}) exited (${code})\n`);
  });
