// `npm test`: the stages in order, the web and server built once, and how long each took at the
// end, so a stage that gets slower shows in every run. Stops at the first failing stage with its
// exit code; VITEST_JSON and PLAYWRIGHT_JSON_OUTPUT_NAME reach the stages through the environment.
import { spawnSync } from 'node:child_process';

const stages = [
  { name: 'unit', command: 'npm run test:unit' },
  { name: 'build', command: 'npm run build' },
  // The end-to-end workspace's own script, which installs no build: the stage before made it.
  { name: 'end-to-end', command: 'npm run test:e2e -w e2e' },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const ran = [];
let exitCode = 0;
for (const stage of stages) {
  const started = Date.now();
  const { status } = spawnSync(stage.command, { shell: true, stdio: 'inherit' });
  exitCode = status ?? 1;
  ran.push({ ...stage, ms: Date.now() - started, exitCode });
  if (exitCode !== 0) break;
}

const total = ran.reduce((sum, stage) => sum + stage.ms, 0);
const rows = [
  ...ran.map((stage) => [
    stage.name,
    seconds(stage.ms),
    stage.exitCode === 0 ? 'ok' : `exit ${stage.exitCode}`,
  ]),
  ...stages.slice(ran.length).map((stage) => [stage.name, '-', 'not run']),
  ['total', seconds(total), exitCode === 0 ? 'ok' : 'failed'],
];
const width = (column) => Math.max(...rows.map((row) => row[column].length));
process.stdout.write('\nnpm test, per stage:\n');
for (const [name, time, outcome] of rows)
  process.stdout.write(`  ${name.padEnd(width(0))}  ${time.padStart(width(1))}  ${outcome}\n`);
process.exit(exitCode);
