/**
 * The export's floor, in a Node process of its own as the server is: `COPY (...) TO STDOUT` of
 * the same rows through the same driver (pg, with pg-copy-streams), read to the end. The
 * connection is opened before the bench says go; each go reports the time and bytes of one COPY.
 */
import pg from 'pg';
import { to } from 'pg-copy-streams';

const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE });
await client.connect();
process.on('message', (sql: string) => {
  const start = performance.now();
  let bytes = 0;
  const stream = client.query(to(sql));
  stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
  stream.on('end', () => process.send!({ ms: performance.now() - start, bytes }));
  stream.on('error', (error) => process.send!({ error: String(error) }));
});
process.once('disconnect', () => void client.end());
process.send!('ready');
