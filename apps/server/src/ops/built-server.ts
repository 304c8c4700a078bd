import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { serverRoot } from '../paths';

/** The `start` script of the server's package.json, heap flags and all: what `npm start` runs. */
const startScript = (
  JSON.parse(readFileSync(`${serverRoot}package.json`, 'utf8')) as { scripts: { start: string } }
).scripts.start;

/**
 * The built server (`npm run build` first) in a child process, as `npm start` runs it. `exec`, so
 * the child's pid is the server's own: a signal sent to it (SIGTERM, SIGKILL) reaches the server.
 */
export function spawnBuiltServer(env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess {
  return spawn('sh', ['-c', `exec ${startScript}`], { cwd: serverRoot, env, stdio });
}
