import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../../src/core/logger';
import * as thirdPartyCode from './index';
import {
  $thirdPartyScripts,
  ONETRUST_CONSENT_EVENT,
  loadThirdPartyScripts,
  resetThirdPartyScripts,
  type ThirdPartyOptions,
} from './index';
import { startThirdPartyScripts } from './third-party.start';
import { ONETRUST_DOMAIN_IDS } from './third-party.sites';

const ONETRUST_SRC = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';
const EXACTAG_SRC = 'http://localhost:3000/js/exactag.js';
const TAG_MANAGER_SRC = 'https://www.googletagmanager.com/gtm.js?id=GTM-5XKQ9TB';

const LIVE_DE: ThirdPartyOptions = { site: 'DE', stage: 'live', oneTrustEnabled: true };
const NO_ONETRUST: ThirdPartyOptions = { site: 'DE', stage: 'live', oneTrustEnabled: false };

/** The consent cookie as OneTrust writes it (each value URL-encoded). */
function recordConsent(groups: string): void {
  const value = [
    'isGpcEnabled=0',
    'version=202409.1.0',
    'landingPath=NotLandingPage',
    `groups=${encodeURIComponent(groups)}`,
  ].join('&');
  document.cookie = `OptanonConsent=${value}; path=/`;
}

/** What OneTrust does when it has loaded and whenever the visitor saves a choice. */
function oneTrustReports(activeGroups: unknown): void {
  window.dispatchEvent(new CustomEvent(ONETRUST_CONSENT_EVENT, { detail: activeGroups }));
}

/** The addresses of the script elements in the page's head, in order. */
function scriptsInHead(): string[] {
  return [...document.head.querySelectorAll('script')].map((script) => script.src);
}

function scriptWithSrc(src: string): HTMLScriptElement {
  const found = [...document.head.querySelectorAll('script')].find((script) => script.src === src);
  if (!found) throw new Error(`no script ${src} in ${scriptsInHead().join(', ')}`);
  return found;
}

/** happy-dom's settings (its window API, not typed on Window). */
function happyDomSettings(): { handleDisabledFileLoadingAsSuccess: boolean } {
  return (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings;
}

let releases: Array<() => void> = [];

function mountHeader(options: ThirdPartyOptions): () => void {
  const release = loadThirdPartyScripts(options);
  releases.push(release);
  return release;
}

beforeEach(() => {
  resetLogger();
  resetThirdPartyScripts();
  window.dataLayer = [];
  // happy-dom loads no script files (no network in unit tests): report each as loaded instead
  happyDomSettings().handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  for (const release of releases) release();
  releases = [];
  resetThirdPartyScripts();
  for (const script of document.head.querySelectorAll('script')) script.remove();
  happyDomSettings().handleDisabledFileLoadingAsSuccess = false;
  document.cookie = 'OptanonConsent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the consent manager', () => {
  it('adds OneTrust with the domain id of the site and stage', () => {
    mountHeader({ site: 'AT', stage: 'live', oneTrustEnabled: true });
    const oneTrust = scriptWithSrc(ONETRUST_SRC);
    expect(oneTrust.dataset.domainScript).toBe(ONETRUST_DOMAIN_IDS.AT);
    expect(oneTrust.dataset.domainScript).toBe('f00f4223-1cd1-4e9b-b22e-b6f570f4d116');
    expect(oneTrust.getAttribute('charset')).toBe('UTF-8');
    expect($thirdPartyScripts.get().oneTrust).toBe('loaded');
  });

  it('adds the test script id on dev', () => {
    mountHeader({ site: 'PL', stage: 'dev', oneTrustEnabled: true });
    expect(scriptWithSrc(ONETRUST_SRC).dataset.domainScript).toBe(`${ONETRUST_DOMAIN_IDS.PL}-test`);
    expect(scriptWithSrc(ONETRUST_SRC).dataset.domainScript).toBe(
      'dcb3eb39-09a0-4cbc-b7ba-e2a34108ab84-test',
    );
  });

  it('adds nothing without onetrustenabled', () => {
    mountHeader(NO_ONETRUST);
    expect(scriptsInHead()).toEqual([]);
  });

  it('adds OneTrust once with two headers, and again never after a re-mount', () => {
    const first = mountHeader(LIVE_DE);
    mountHeader({ site: 'AT', stage: 'live', oneTrustEnabled: true });
    first();
    mountHeader(LIVE_DE);
    expect(scriptsInHead()).toEqual([ONETRUST_SRC]);
  });

  it('adds OneTrust when only the second header asks for it', () => {
    mountHeader(NO_ONETRUST);
    mountHeader(LIVE_DE);
    expect(scriptsInHead()).toEqual([ONETRUST_SRC]);
  });

  it('leaves a OneTrust script the page added itself alone', () => {
    const own = document.createElement('script');
    own.src = ONETRUST_SRC;
    own.dataset.domainScript = 'page-own-id';
    document.head.append(own);
    mountHeader(LIVE_DE);
    expect(scriptsInHead()).toEqual([ONETRUST_SRC]);
    expect(scriptWithSrc(ONETRUST_SRC).dataset.domainScript).toBe('page-own-id');
  });
});

describe('scripts that wait for consent', () => {
  it.each<[string, string | undefined, string[]]>([
    ['no consent cookie: nothing', undefined, []],
    [
      'marketing and functional granted: both',
      'C0001:1,C0003:1,C0004:1',
      [EXACTAG_SRC, TAG_MANAGER_SRC],
    ],
    ['only marketing (C0004): exactag', 'C0001:1,C0003:0,C0004:1', [EXACTAG_SRC]],
    ['only C0003: the tag manager', 'C0001:1,C0003:1,C0004:0', [TAG_MANAGER_SRC]],
    ['both refused: nothing', 'C0001:1,C0003:0,C0004:0', []],
    ['groups not named: nothing', 'C0001:1,C0002:1', []],
  ])('reads the recorded consent on mount: %s', (_name, groups, expected) => {
    if (groups !== undefined) recordConsent(groups);
    mountHeader(NO_ONETRUST);
    expect(scriptsInHead()).toEqual(expected);
  });

  it('never loads a marketing script on a page with no consent manager', () => {
    mountHeader(NO_ONETRUST);
    oneTrustReports('C0004');
    oneTrustReports([{ C0004: 1 }]);
    expect(scriptsInHead()).toEqual([]);
  });

  it('adds the scripts when consent arrives later, through OneTrust', () => {
    mountHeader(LIVE_DE);
    expect(scriptsInHead()).toEqual([ONETRUST_SRC]);

    // OneTrust loaded: only the necessary group is active so far
    oneTrustReports(['C0001']);
    expect(scriptsInHead()).toEqual([ONETRUST_SRC]);

    // the visitor accepts functional cookies, later marketing too
    oneTrustReports(['C0001', 'C0003']);
    expect(scriptsInHead()).toEqual([ONETRUST_SRC, TAG_MANAGER_SRC]);
    oneTrustReports(['C0001', 'C0003', 'C0004']);
    expect(scriptsInHead()).toEqual([ONETRUST_SRC, TAG_MANAGER_SRC, EXACTAG_SRC]);
  });

  it('reads the cookie again when the event carries no list of groups', () => {
    mountHeader(NO_ONETRUST);
    recordConsent('C0003:0,C0004:1');
    oneTrustReports(undefined);
    expect(scriptsInHead()).toEqual([EXACTAG_SRC]);
  });

  it('adds each script once, with two headers and repeated consent events', () => {
    recordConsent('C0003:1,C0004:0');
    mountHeader(LIVE_DE);
    mountHeader(LIVE_DE);
    oneTrustReports(['C0003', 'C0004']);
    oneTrustReports(['C0003', 'C0004']);
    expect(scriptsInHead()).toEqual([ONETRUST_SRC, TAG_MANAGER_SRC, EXACTAG_SRC]);
  });

  it('adds nothing again when the header is removed and added again', () => {
    recordConsent('C0003:1,C0004:1');
    const release = mountHeader(LIVE_DE);
    release();
    mountHeader(LIVE_DE);
    expect(scriptsInHead()).toEqual([ONETRUST_SRC, EXACTAG_SRC, TAG_MANAGER_SRC]);
  });

  it('stops listening once the last header is gone', () => {
    const first = mountHeader(NO_ONETRUST);
    const second = mountHeader(NO_ONETRUST);
    first();
    oneTrustReports(['C0003']);
    expect(scriptsInHead()).toEqual([TAG_MANAGER_SRC]);
    second();
    oneTrustReports(['C0003', 'C0004']);
    expect(scriptsInHead()).toEqual([TAG_MANAGER_SRC]);
  });

  it('stops listening once every script is in the page', () => {
    const removeListener = vi.spyOn(window, 'removeEventListener');
    mountHeader(NO_ONETRUST);
    oneTrustReports(['C0003', 'C0004']);
    expect(removeListener).toHaveBeenCalledWith(ONETRUST_CONSENT_EVENT, expect.any(Function));
  });

  it('starts the tag manager the way its own snippet does', () => {
    recordConsent('C0003:1');
    mountHeader(NO_ONETRUST);
    expect(window.dataLayer).toEqual([{ event: 'gtm.js', 'gtm.start': expect.any(Number) }]);
  });

  it('leaves a tag manager the page loads itself alone', () => {
    const own = document.createElement('script');
    own.src = TAG_MANAGER_SRC;
    document.head.append(own);
    recordConsent('C0003:1');
    mountHeader(NO_ONETRUST);
    expect(scriptsInHead()).toEqual([TAG_MANAGER_SRC]);
    expect(window.dataLayer).toEqual([]);
  });
});

describe('scripts that fail', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('logs a script that does not load and does not try it again', () => {
    recordConsent('C0004:1');
    mountHeader(NO_ONETRUST);
    // what the browser does when a Content Security Policy or a blocker refuses the script
    scriptWithSrc(EXACTAG_SRC).dispatchEvent(new Event('error'));
    expect($thirdPartyScripts.get().exactag).toBe('failed');
    expect(getLogEntries()).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        context: { script: 'exactag', src: '/js/exactag.js' },
      }),
    );
    mountHeader(NO_ONETRUST);
    expect(scriptsInHead()).toEqual([EXACTAG_SRC]);
  });

  it('survives a page whose Trusted Types policy refuses script addresses', () => {
    vi.spyOn(HTMLScriptElement.prototype, 'src', 'set').mockImplementation(() => {
      throw new TypeError("This document requires 'TrustedScriptURL' assignment.");
    });
    recordConsent('C0003:1,C0004:1');
    expect(() => mountHeader(LIVE_DE)).not.toThrow();
    expect(scriptsInHead()).toEqual([]);
    expect($thirdPartyScripts.get()).toEqual({
      oneTrust: 'failed',
      exactag: 'failed',
      tagManager: 'failed',
    });
    expect(getLogEntries().filter((entry) => entry.level === 'warn')).toHaveLength(3);
    expect(window.dataLayer).toEqual([]);
    // not tried again by the next header
    mountHeader(LIVE_DE);
    expect(getLogEntries().filter((entry) => entry.level === 'warn')).toHaveLength(3);
  });
});

/** The dynamic import as the header passes it in: counted, and failing the first `failures` times. */
function countedImport(failures = 0) {
  const calls = { count: 0 };
  let failuresLeft = failures;
  const importCode = vi.fn(async () => {
    calls.count += 1;
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new TypeError(
        'Failed to fetch dynamically imported module: http://test/third-party.js',
      );
    }
    return thirdPartyCode;
  });
  return { importCode, calls };
}

function mountHeaderLazily(
  options: ThirdPartyOptions,
  importCode: () => Promise<typeof thirdPartyCode>,
): () => void {
  const release = startThirdPartyScripts(options, importCode);
  releases.push(release);
  return release;
}

describe('the third-party scripts loaded only when the header will use them', () => {
  it('imports nothing without onetrustenabled, a consent cookie or a consent event', async () => {
    const { importCode } = countedImport();
    mountHeaderLazily(NO_ONETRUST, importCode);
    await vi.waitFor(() => Promise.resolve());
    expect(importCode).not.toHaveBeenCalled();
    expect(scriptsInHead()).toEqual([]);
  });

  it('imports the code and adds the consent manager with onetrustenabled', async () => {
    const { importCode } = countedImport();
    mountHeaderLazily(LIVE_DE, importCode);
    expect(importCode).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(scriptsInHead()).toEqual([ONETRUST_SRC]));
  });

  it('imports the code when consent is recorded, and adds what it allows', async () => {
    recordConsent('C0001:1,C0004:1');
    const { importCode } = countedImport();
    mountHeaderLazily(NO_ONETRUST, importCode);
    await vi.waitFor(() => expect(scriptsInHead()).toEqual([EXACTAG_SRC]));
  });

  it("imports the code on the page's own consent manager's event and acts on that event", async () => {
    const { importCode } = countedImport();
    mountHeaderLazily(NO_ONETRUST, importCode);
    // no cookie written yet: the event's own list of groups is what counts
    oneTrustReports(['C0001', 'C0004']);
    await vi.waitFor(() => expect(scriptsInHead()).toEqual([EXACTAG_SRC]));
    expect(importCode).toHaveBeenCalledOnce();
    // from now on the loaded store listens itself
    oneTrustReports(['C0001', 'C0003', 'C0004']);
    await vi.waitFor(() => expect($thirdPartyScripts.get().tagManager).not.toBe('idle'));
    expect(importCode).toHaveBeenCalledOnce();
  });

  it('stops waiting for the event when the header goes', async () => {
    const { importCode } = countedImport();
    mountHeaderLazily(NO_ONETRUST, importCode)();
    oneTrustReports(['C0001', 'C0004']);
    await vi.waitFor(() => Promise.resolve());
    expect(importCode).not.toHaveBeenCalled();
  });

  it('adds nothing when the header went before the code arrived', async () => {
    const { importCode } = countedImport();
    mountHeaderLazily(LIVE_DE, importCode)();
    await importCode.mock.results[0]?.value;
    await vi.waitFor(() => Promise.resolve());
    expect(scriptsInHead()).toEqual([]);
  });

  it('logs a failed import and imports again on the next consent event', async () => {
    const { importCode, calls } = countedImport(1);
    mountHeaderLazily(LIVE_DE, importCode);
    await vi.waitFor(() =>
      expect(getLogEntries().some((entry) => entry.level === 'warn')).toBe(true),
    );
    expect(scriptsInHead()).toEqual([]);
    oneTrustReports(['C0001', 'C0004']);
    await vi.waitFor(() => expect(scriptsInHead()).toEqual([ONETRUST_SRC, EXACTAG_SRC]));
    expect(calls.count).toBe(2);
  });
});
