// `npm test`: everything a fresh clone must pass (type check, lint, unit, browser and end-to-end
// tests, size budgets), in the least time a 2-core machine allows. After Chromium (installed from
// Debian when missing), two lanes run side by side, each stage of a lane after the one before:
//
//   lane 1: the build, then the end-to-end tests on it, then the size budgets
//   lane 2: type check and lint side by side, then the unit tests, then the browser tests
//
// The end-to-end tests are the longest stage and mostly wait on pages and the demo server, so they
// start as soon as the build is there and the other lane fills the cores meanwhile (measured on a
// fresh clone: stages one after another, 420 s; these lanes, see docs/toolchain.md).
//
// Every stage runs to its end; the run fails when any stage fails, and says which (a stage whose
// lane failed before it still runs: one red stage must not hide another). Each line of output is
// printed behind its stage's name. `npm test -- --serial` runs the stages one after another, as
// `npm run <stage>` would.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const serial = process.argv.includes('--serial');

/** A stage: its name and the npm script it runs. */
const step = (name, script = name) => [name, 'npm', ['run', '--silent', script]];
const CHROMIUM = step('chromium');
const LANES = [
  [[step('build')], [step('e2e', 'test:e2e')], [step('size')]],
  [
    [step('typecheck'), step('lint')],
    [step('unit', 'test:unit')],
    [step('browser', 'test:browser')],
  ],
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

async function runLane(lane, prefixed) {
  const results = [];
  for (const stage of lane) {
    if (!prefixed) {
      for (const each of stage) results.push(await run(each, false));
    } else {
      results.push(...(await Promise.all(stage.map((each) => run(each, true)))));
    }
  }
  return results;
}

const started = Date.now();
const results = [await run(CHROMIUM, false)];
if (serial) {
  for (const lane of LANES) results.push(...(await runLane(lane, false)));
} else {
  results.push(...(await Promise.all(LANES.map((lane) => runLane(lane, true)))).flat());
}
const failed = results.filter((result) => result.failed).map((result) => result.name);
const total = Math.round((Date.now() - started) / 1000);
console.log(
  `[test] ${results.map((result) => `${result.name} ${result.seconds} s`).join(', ')}; ${total} s in all`,
);
console.log(failed.length === 0 ? '[test] all passed' : `[test] FAILED: ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
