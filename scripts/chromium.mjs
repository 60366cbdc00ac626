// Finds the machine's Chromium and installs Debian's when there is none: browser downloads by
// npm packages fail on this network, so every browser run (browser tests, end-to-end, bench)
// goes through here. Run directly (`node scripts/chromium.mjs`) it only ensures the install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

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

function findChromium() {
  return CANDIDATES.find((path) => path && existsSync(path));
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

export function ensureChromium() {
  const found = findChromium();
  if (found) {
    ensureEmojiFont();
    return found;
  }
  console.log('[chromium] not found, installing Debian chromium (about a minute)...');
  runAsRoot(['apt-get', 'update', '-qq']);
  runAsRoot(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-noto-color-emoji']);
  const installed = findChromium();
  if (!installed) throw new Error('Chromium could not be installed');
  return installed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`[chromium] ${ensureChromium()}`);
}
