// `npm test`: everything a fresh clone must pass (type check, lint, unit, browser and end-to-end
// tests, size budgets), in the least time a 2-core machine allows. Stages that wait more than they
// compute share the cores:
//
//   1. Chromium (installed from Debian when missing)
//   2. type check, lint and the build, side by side (each mostly one core)
//   3. the unit tests (vitest uses both cores)
//   4. the browser tests and the end-to-end tests, side by side (both mostly wait on pages)
//   5. the size budgets (on the build of stage 2)
//
// Every stage runs to its end; the run fails when any stage fails, and says which. A stage's
// output is printed as it comes, each line behind the stage's name. `npm test -- --serial` runs
// the stages one after another, as `npm run <stage>` would.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const serial = process.argv.includes('--serial');

const STAGES = [
  [['chromium', 'npm', ['run', '--silent', 'chromium']]],
  [
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['lint', 'npm', ['run', '--silent', 'lint']],
    ['build', 'npm', ['run', '--silent', 'build']],
  ],
  [['unit', 'npm', ['run', '--silent', 'test:unit']]],
  [
    ['browser', 'npm', ['run', '--silent', 'test:browser']],
    ['e2e', 'npm', ['run', '--silent', 'test:e2e']],
  ],
  [['size', 'npm', ['run', '--silent', 'size']]],
];

function run([name, command, args], prefixed) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) =>
          (stream === child.stderr ? process.stderr : process.stdout).write(`[${name}] ${line}\n`),
        );
      }
    }
    child.on('exit', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const failed = code !== 0;
      console.log(
        `[test] ${name}: ${failed ? `FAILED (${signal ?? `exit ${code}`})` : 'passed'} in ${seconds} s`,
      );
      resolve({ name, failed, seconds });
    });
  });
}

const started = Date.now();
const results = [];
for (const stage of STAGES) {
  if (serial || stage.length === 1) {
    for (const step of stage) results.push(await run(step, false));
  } else {
    results.push(...(await Promise.all(stage.map((step) => run(step, true)))));
  }
}
const failed = results.filter((result) => result.failed).map((result) => result.name);
const total = Math.round((Date.now() - started) / 1000);
console.log(
  `[test] ${results.map((result) => `${result.name} ${result.seconds} s`).join(', ')}; ${total} s in all`,
);
console.log(failed.length === 0 ? '[test] all passed' : `[test] FAILED: ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
