// Preloaded into the built server by the load run (NODE_OPTIONS=--import): on SIGUSR2 it writes
// the live JS heap after a full collection, and the memory outside it (PGlite's WebAssembly
// memory, where the embedded database lives), to BENCH_MEMORY_FILE. It answers only the signal.
import { renameSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc');
const file = process.env.BENCH_MEMORY_FILE;

process.on('SIGUSR2', () => {
  collect();
  const { heapUsed, external } = process.memoryUsage();
  writeFileSync(`${file}.part`, JSON.stringify({ heapUsed, external }));
  renameSync(`${file}.part`, file);
});
