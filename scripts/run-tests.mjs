// Runs every test project once and ends with the plain summary line CI reads ("N passed, N failed") and the run's wall
// time (issue #33: the suite must stay under 25 minutes on a quiet machine).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const resultsDir = '.test-results';
mkdirSync(resultsDir, { recursive: true });
const jsonFile = join(resultsDir, 'vitest.json');
const startedAt = Date.now();
const args = ['vitest', 'run', '--reporter=default', `--reporter=json`, `--outputFile.json=${jsonFile}`, ...process.argv.slice(2)];
const run = spawnSync('npx', args, { stdio: 'inherit', env: process.env });

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(jsonFile)) {
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that failed to load has no failed test of its own: count it so the line never says 0 failed.
  if (failed === 0) failed = report.numFailedTestSuites ?? 0;
}
const status = run.status ?? 1;
if (status !== 0 && failed === 0) failed = 1;
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
const seconds = Math.round((Date.now() - startedAt) / 1000);
console.log(`Time: ${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s (wall clock, all projects)`);
process.exit(status);
