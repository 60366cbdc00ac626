// `npm run test:stress`: the unit and browser suites while one core is kept busy, to prove that
// no test's verdict depends on how idle the machine is (docs/toolchain.md, "Tests under load").
// The script starts the CPU hog itself and stops it however the suites end. Not part of npm test.
//
//   npm run test:stress                  unit and browser suites, one core busy
//   npm run test:stress -- --shuffle     the same in shuffled order (a new seed each run, printed)
//   npm run test:stress -- --hogs 2      both cores busy
//   npm run test:stress -- unit          only the unit suite (or: browser)
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const hogCount = Number(option('--hogs') ?? 1);
const shuffle = args.includes('--shuffle');
const seed = Number(option('--seed') ?? Math.floor(Math.random() * 2 ** 31));
const wanted = ['unit', 'browser'].filter((suite) => args.includes(suite));
const suites = wanted.length > 0 ? wanted : ['unit', 'browser'];

// A busy loop in a worker thread, so ending the process ends the hog with it.
const HOG = 'for (;;) { Math.sqrt(Math.random()); }';
const hogs = Array.from({ length: hogCount }, () => new Worker(HOG, { eval: true }));
const stopHogs = () => Promise.all(hogs.map((hog) => hog.terminate()));

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const COMMANDS = {
  unit: () =>
    run('npx', [
      'vitest',
      'run',
      ...(shuffle ? ['--sequence.shuffle', `--sequence.seed=${seed}`] : []),
    ]),
  browser: () =>
    run('npx', ['web-test-runner'], shuffle ? { SHOP_TEST_SHUFFLE_SEED: String(seed) } : {}),
};

let failed = false;
process.on('SIGINT', () => stopHogs().then(() => process.exit(130)));
console.log(
  `[stress] ${hogCount} core(s) kept busy${shuffle ? `, shuffled with seed ${seed}` : ''}: ${suites.join(', ')}`,
);
const started = Date.now();
try {
  for (const suite of suites) {
    const code = await COMMANDS[suite]();
    console.log(`[stress] ${suite}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
    if (code !== 0) failed = true;
  }
} finally {
  await stopHogs();
}
console.log(
  `[stress] ${failed ? 'FAILED' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed ? 1 : 0);
