// Finds the machine's Chromium and installs Debian's when there is none: browser downloads by
// npm packages fail on this network, so every browser run (browser tests, end-to-end, bench)
// goes through here. Two builds of the same Chromium, both Debian packages:
// - the tests (browser and end-to-end) run in `chromium-headless-shell`, Chromium's headless
//   build without the desktop browser around Blink (what Playwright itself runs headless tests
//   in). On the 2-core machine it halves the CPU the test pages cost: the browser and end-to-end
//   stage of `npm test` took 208 s instead of 400 s, every test the same;
// - the bench and screenshots run in the full `chromium`, the browser a shopper has.
// Run directly (`node scripts/chromium.mjs`) it only ensures the tests' install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const SHELL_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'];

/** Flags for a headless Chromium on a closed network, as root (docs/toolchain.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

function find(candidates) {
  return candidates.find((path) => path && existsSync(path));
}

function runAsRoot(args) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * A colour emoji font, as every shopper's phone, Mac and Linux desktop has: a bare Debian draws
 * the footer's country flags (emoji) as empty boxes without one. Best effort: tests and the demo
 * work without it.
 */
function ensureEmojiFont() {
  try {
    if (execFileSync('fc-list', [':family=Noto Color Emoji'], { encoding: 'utf8' }).trim()) return;
    console.log('[chromium] installing Debian fonts-noto-color-emoji...');
    runAsRoot(['apt-get', 'install', '-y', '-qq', 'fonts-noto-color-emoji']);
  } catch (error) {
    console.warn(`[chromium] no colour emoji font (flags show as boxes): ${error.message}`);
  }
}

/** The first of `candidates` there is (with the emoji font), else Debian's `pkg`, installed. */
function ensure(candidates, pkg) {
  const found = find(candidates);
  if (found) {
    ensureEmojiFont();
    return found;
  }
  console.log(`[chromium] installing Debian ${pkg} (about a minute)...`);
  runAsRoot(['apt-get', 'update', '-qq']);
  runAsRoot(['apt-get', 'install', '-y', '-qq', pkg, 'fonts-noto-color-emoji']);
  const installed = find(candidates);
  if (!installed) throw new Error(`${pkg} could not be installed`);
  return installed;
}

/** The full Chromium (bench, screenshots); `CHROMIUM_PATH` overrides. */
export function ensureChromium() {
  return ensure(CANDIDATES, 'chromium');
}

/**
 * The tests' Chromium: Debian's headless shell, installed when missing; the full Chromium when
 * the shell cannot be had (slower, same verdicts). `CHROMIUM_PATH` overrides.
 */
export function ensureTestChromium() {
  try {
    return ensure(SHELL_CANDIDATES, 'chromium-headless-shell');
  } catch (error) {
    console.warn(`[chromium] no headless shell, the tests run in chromium: ${error.message}`);
    return ensureChromium();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`[chromium] ${ensureTestChromium()}`);
}
