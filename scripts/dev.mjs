// `npm run dev`: the server from its sources under `tsx watch` (port 3000) and Vite (port 5173)
// together. Open http://localhost:5173: Vite serves the web app with hot reload and passes
// /graphql (websockets included), /files and the probes to the server. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = ['apps/server', 'apps/web'].map((workspace) =>
  spawn('npm', ['run', 'dev', '-w', workspace], { stdio: 'inherit' }),
);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// One of them ending (a port taken, a crash) ends the other: half a dev setup only confuses.
for (const child of children)
  child.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
