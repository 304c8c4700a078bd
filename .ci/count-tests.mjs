// Sums the JSON reports of vitest and Playwright into "N passed, N failed".
// Further arguments name reports of steps that exited non-zero: a step that failed without a
// failed test in its reports (an unhandled error, a crashed run) counts as one failed test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, ...failedStepReports] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failedIn = new Map();
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  let failures = 0;
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests ?? 0;
    failures = (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0);
  } else if (file.startsWith('playwright')) {
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failures = report.stats?.unexpected ?? 0;
  }
  failed += failures;
  failedIn.set(file, failures);
}
for (const step of failedStepReports) {
  const files = step.split(',');
  if (!files.some((file) => (failedIn.get(file) ?? 0) > 0)) failed += 1;
}
process.stdout.write(`${passed} passed, ${failed} failed\n`);
