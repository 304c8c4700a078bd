// Sums the JSON reports of vitest and Playwright into "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of existsSync(dir) ? readdirSync(dir) : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('vitest')) {
    passed += report.numPassedTests ?? 0;
    failed +=
      (report.numFailedTests ?? 0) +
      (report.numTotalTestSuites && report.success === false && !report.numFailedTests ? 1 : 0);
  } else if (file.startsWith('playwright')) {
    passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed += report.stats?.unexpected ?? 0;
  }
}
process.stdout.write(`${passed} passed, ${failed} failed\n`);
