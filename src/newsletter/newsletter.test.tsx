import { fireEvent } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { html } from 'lit-html';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/newsletter-signup';
import { SITE_KEYS, type Site } from '../core/sites';
import { resetNewsletter } from '../../stores/newsletter/index';
import { mount, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { reactIdle } from '../../test/helpers/react-idle';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status });

const BASE_DATA: Record<string, unknown> = {
  email: 'bence.nagy@example.com',
  salutation: 'MR',
  firstName: 'Bence',
  lastName: 'Nagy',
  consents: [],
  legals: [],
};

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let handlers: { subscribe: Handler; baseData: Handler; doi: Handler };

/** The three newsletter endpoints the form calls; each test swaps in what it needs. */
function routes(url: URL, init: RequestInit): Response | Promise<Response> {
  if (url.pathname.endsWith('/newsletter-subscribers')) return handlers.subscribe(url, init);
  if (url.pathname.endsWith('/customers/base-data')) return handlers.baseData(url, init);
  if (url.pathname.endsWith('/doi')) return handlers.doi(url, init);
  return new Response('', { status: 404 });
}

const subscribeCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url.endsWith('/newsletter-subscribers'));
const bodyOf = (index = 0): Record<string, unknown> =>
  JSON.parse(String(subscribeCalls()[index]?.[1].body)) as Record<string, unknown>;

beforeEach(() => {
  resetNewsletter();
  handlers = {
    subscribe: () => json({ status: 'WAITING_FOR_DOI' }, 201),
    baseData: () => json(BASE_DATA),
    doi: () => new Response(null, { status: 204 }),
  };
  fetchMock = vi.fn((url: string, init: RequestInit) =>
    Promise.resolve(routes(new URL(url), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  window.dataLayer = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  unmountAll();
  delete window.dataLayer;
});

const LABELS: Record<Site, string> = {
  DE: 'E-Mail-Adresse',
  AT: 'E-Mail-Adresse',
  CH: 'E-Mail-Adresse',
  CH_FR: 'Adresse e-mail',
  PL: 'Adres e-mail',
  CZ: 'E-mailová adresa',
  HU: 'E-mail-cím',
  SK: 'E-mailová adresa',
  TR: 'E-posta adresi',
};

async function mountSignup(site: Site, attributes = '') {
  const container = mount(html``);
  // markup, not a template: the tests pass attribute strings as integrators write them
  container.innerHTML = `<newsletter-signup site="${site}" ${attributes}></newsletter-signup>`;
  const element = container.querySelector('newsletter-signup');
  if (!element) throw new Error('no <newsletter-signup>');
  return { element, root: await rendered(element) };
}

async function signup(site: Site = 'DE', attributes = '') {
  const { element, root } = await mountSignup(site, attributes);
  const email = (await screen.findByShadowRole('textbox', {
    name: LABELS[site],
  })) as HTMLInputElement;
  return { element, root, email };
}

/** Types into an empty field like a person: click, then keys. */
async function fill(input: HTMLElement, text: string): Promise<void> {
  await userEvent.click(input);
  await userEvent.keyboard(text);
}

/** Sets a value the way paste or autofill does: one input event with the whole text. */
function paste(input: HTMLInputElement, text: string): void {
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  fireEvent.input(input);
}

/**
 * happy-dom lays nothing out: a ResizeObserver the test drives, reporting the widths it is told
 * for the elements observed.
 */
function stubResizeObserver() {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element> }>();
  class TestResizeObserver {
    readonly #entry: { callback: ResizeObserverCallback; targets: Set<Element> };
    constructor(callback: ResizeObserverCallback) {
      this.#entry = { callback, targets: new Set() };
      observers.add(this.#entry);
    }
    observe(target: Element): void {
      this.#entry.targets.add(target);
    }
    unobserve(target: Element): void {
      this.#entry.targets.delete(target);
    }
    disconnect(): void {
      observers.delete(this.#entry);
    }
  }
  vi.stubGlobal('ResizeObserver', TestResizeObserver);
  return {
    /** Whether an observer watches `target`: the element's measuring has been set up. */
    observes(target: Element): boolean {
      return [...observers].some(({ targets }) => targets.has(target));
    },
    resize(target: Element, width: number): void {
      for (const { callback, targets } of [...observers]) {
        if (!targets.has(target)) continue;
        const entry = { target, contentRect: { width } } as unknown as ResizeObserverEntry;
        callback([entry], {} as ResizeObserver);
      }
    },
  };
}

const submitButton = (root: ShadowRoot): HTMLButtonElement =>
  root.querySelector('button[type="submit"]') as HTMLButtonElement;
const text = (root: ShadowRoot): string => root.textContent ?? '';
const alerts = (root: ShadowRoot): string[] =>
  [...root.querySelectorAll('[role="alert"]')].map((node) => node.textContent ?? '');

describe('<newsletter-signup> form by country (spec footer §2)', () => {
  it('shows only the e-mail field and the button until the e-mail field is focused', async () => {
    const { root, email } = await signup('HU');
    expect(root.querySelectorAll('input:not([tabindex="-1"]), select')).toHaveLength(1);
    expect(root.querySelector('[part~="legal"]')).toBeNull();
    expect(root.querySelector('[part~="newsletter"]')?.getAttribute('data-state')).toBe(
      'collapsed',
    );
    email.focus();
    await screen.findByShadowRole('combobox', { name: 'Megszólítás' });
    expect(root.querySelector('[part~="newsletter"]')?.getAttribute('data-state')).toBe('expanded');
  });

  it.each<[Site, { salutation: boolean; names: boolean; legal: boolean; privacy: boolean }]>([
    ['DE', { salutation: false, names: false, legal: false, privacy: true }],
    ['AT', { salutation: true, names: true, legal: false, privacy: true }],
    ['CH', { salutation: false, names: false, legal: false, privacy: true }],
    ['CH_FR', { salutation: false, names: false, legal: false, privacy: true }],
    ['PL', { salutation: false, names: false, legal: false, privacy: true }],
    ['CZ', { salutation: false, names: false, legal: false, privacy: true }],
    ['HU', { salutation: true, names: true, legal: false, privacy: true }],
    ['SK', { salutation: false, names: false, legal: false, privacy: true }],
    ['TR', { salutation: false, names: true, legal: true, privacy: false }],
  ])('%s shows %j once expanded', async (site, shown) => {
    const { root, email } = await signup(site);
    email.focus();
    await waitFor(() => root.querySelector('[part~="legal"]'));
    expect(root.querySelector('select') !== null).toBe(shown.salutation);
    expect(root.querySelectorAll('input[autocomplete="given-name"]').length).toBe(
      shown.names ? 1 : 0,
    );
    expect(root.querySelectorAll('input[autocomplete="family-name"]').length).toBe(
      shown.names ? 1 : 0,
    );
    // the personalised-offers consent everywhere, the legal checkbox on TR only
    expect(root.querySelectorAll('input[type="checkbox"]').length).toBe(shown.legal ? 2 : 1);
    const privacyHints: Record<Site, string> = {
      DE: 'Abmeldelink',
      AT: 'Abmeldelink',
      CH: 'Abmeldelink',
      CH_FR: 'désinscription',
      PL: 'wypisania',
      CZ: 'odhlášení',
      HU: 'leiratkozási',
      SK: 'odhlásenie',
      TR: 'abonelikten çıkma',
    };
    expect(text(root).includes(privacyHints[site])).toBe(shown.privacy);
  });

  it.each<[Site, string]>([
    ['DE', 'mindestens 16 Jahre'],
    ['AT', 'mindestens 16 Jahre'],
    ['CH', 'mindestens 16 Jahre'],
    ['CH_FR', 'au moins 16 ans'],
    ['PL', 'ukończenia 16 lat'],
    ['CZ', 'alespoň 18 let'],
    ['HU', 'elmúlt 16 éves'],
    ['SK', 'aspoň 18 rokov'],
    ['TR', 'en az 16 yaşında'],
  ])('%s states the minimum age: %s', async (site, age) => {
    const { root, email } = await signup(site);
    email.focus();
    await waitFor(() => text(root).includes(age), { message: age });
  });

  it('shows the HU voucher note on HU only and the Turkish hints on TR only', async () => {
    const hu = await signup('HU');
    hu.email.focus();
    await waitFor(() => text(hu.root).includes('egy hónapig érvényes, és egyszer használható'));
    expect(text(hu.root)).not.toContain('14');
    unmountAll();
    const tr = await signup('TR');
    tr.email.focus();
    await waitFor(() => text(tr.root).includes('14 gün içinde silinir'));
    expect(text(tr.root)).toContain('2 yıl boyunca');
    expect(text(tr.root)).not.toContain('bir ay geçerlidir');
  });

  it.each<[Site, string[]]>([
    [
      'DE',
      ['Gutscheinbedingungen', 'Beispiel-Newsletter ansehen', 'Datenschutzhinweise', 'Kontakt'],
    ],
    [
      'TR',
      [
        'Kupon koşulları',
        'Örnek bülteni görüntüleyin',
        'Gizlilik bildirimi',
        'Ticari elektronik ileti bilgilendirmesi',
        'Bülten kullanım koşulları',
      ],
    ],
  ])('%s lists its country links', async (site, names) => {
    const { root, email } = await signup(site);
    email.focus();
    await waitFor(() => root.querySelector('[part~="links"]'));
    const links = [...root.querySelectorAll('[part~="link"]')].map((link) => link.textContent);
    expect(links).toEqual(names);
    for (const link of root.querySelectorAll('[part~="link"]')) {
      expect(link.getAttribute('href')).toMatch(/^\//);
    }
  });

  it('offers the salutations MRS, MR, DIVERS, COMPANY after please choose', async () => {
    const { root, email } = await signup('AT');
    email.focus();
    const select = (await screen.findByShadowRole('combobox', {
      name: 'Anrede',
    })) as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Bitte wählen'],
      ['MRS', 'Frau'],
      ['MR', 'Herr'],
      ['DIVERS', 'Divers'],
      ['COMPANY', 'Firma'],
    ]);
    expect(root.querySelector('select')?.getAttribute('aria-required')).toBeNull();
  });

  it('marks required fields with an asterisk in the placeholder (HU names, not AT names)', async () => {
    const hu = await signup('HU');
    expect(hu.email.placeholder).toBe('nev@pelda.hu *');
    hu.email.focus();
    const first = (await screen.findByShadowRole('textbox', {
      name: 'Keresztnév',
    })) as HTMLInputElement;
    expect(first.placeholder).toBe('Keresztnév *');
    expect(first.getAttribute('aria-required')).toBe('true');
    unmountAll();
    const at = await signup('AT');
    at.email.focus();
    const atFirst = (await screen.findByShadowRole('textbox', {
      name: 'Vorname',
    })) as HTMLInputElement;
    expect(atFirst.placeholder).toBe('Vorname');
    expect(atFirst.hasAttribute('aria-required')).toBe(false);
  });

  it('shows the discount, the default title and a title from the page as text', async () => {
    const { root } = await signup('DE', 'discount="15"');
    expect(root.querySelector('[part~="bubble-discount"]')?.textContent).toBe('15\u00a0%');
    expect(root.querySelector('[part~="title"]')?.textContent).toBe(
      'Jetzt zum Newsletter anmelden und 15\u00a0% sparen',
    );
    unmountAll();
    const custom = await signup(
      'TR',
      'title="<img src=x onerror=&quot;window.hacked=1&quot;>Bülten"',
    );
    expect(custom.root.querySelector('[part~="title"]')?.textContent).toBe(
      '<img src=x onerror="window.hacked=1">Bülten',
    );
    expect(custom.root.querySelector('img:not([part~="image"])')).toBeNull();
    expect(custom.root.querySelector('[part~="bubble-discount"]')?.textContent).toBe('%10');
  });

  it('shows the desktop image from 1024 px of its own width, the tablet image from 767 px and none below', async () => {
    const observers = stubResizeObserver();
    const { root } = await signup('DE');
    const image = () => root.querySelector<HTMLImageElement>('[part~="image"]');
    const section = root.querySelector('[part~="newsletter"]') as Element;
    // the window is wider than 1024 px, yet nothing is loaded before the element is measured
    expect(window.innerWidth).toBeGreaterThanOrEqual(1024);
    // the element watches its size, and React has done all it had to: an image chosen without
    // a measurement would be there by now
    await waitFor(() => observers.observes(section), { message: 'the section observed' });
    await reactIdle();
    expect(image()).toBeNull();
    observers.resize(section, 1280);
    await waitFor(() => image()?.getAttribute('src') === '/newsletter-frontend/images/desktop.svg');
    expect(image()?.getAttribute('width')).toBe('400');
    observers.resize(section, 800);
    await waitFor(() => image()?.getAttribute('src') === '/newsletter-frontend/images/tablet.svg');
    expect(image()?.getAttribute('height')).toBe('273');
    observers.resize(section, 500);
    await waitFor(() => image() === null);
    expect(root.querySelector('[part~="bubble"]')).not.toBeNull();
  });

  it('follows a site switch without losing what was typed', async () => {
    const { element, root, email } = await signup('DE');
    await fill(email, 'anna@example.com');
    element.setAttribute('site', 'HU');
    const huEmail = (await screen.findByShadowRole('textbox', {
      name: 'E-mail-cím',
    })) as HTMLInputElement;
    expect(huEmail.value).toBe('anna@example.com');
    expect(root.querySelector('section')?.getAttribute('lang')).toBe('hu-HU');
    await screen.findByShadowRole('combobox', { name: 'Megszólítás' });
  });
});

describe('validation (spec footer §5)', () => {
  it('validates on blur, not while typing, and clears a field’s error on focus', async () => {
    const { root, email } = await signup('DE');
    await userEvent.click(email);
    await userEvent.keyboard('anna');
    // the keys have been handled and React has done what they asked for
    await reactIdle();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    email.blur();
    await waitFor(() => email.getAttribute('aria-invalid') === 'true');
    expect(text(root)).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    email.focus();
    await waitFor(() => email.getAttribute('aria-invalid') === null);
    expect(text(root)).not.toContain('gültige E-Mail-Adresse');
  });

  it('on submit shows every error, focuses the first invalid field and sends nothing', async () => {
    const { root, email } = await signup('HU');
    email.focus();
    await waitFor(() => root.querySelector('select'));
    await userEvent.click(submitButton(root));
    await waitFor(() => text(root).includes('Az e-mail-cím megadása kötelező.'));
    for (const message of [
      'Kérjük, válassza ki a megszólítást.',
      'A keresztnév megadása kötelező.',
      'A vezetéknév megadása kötelező.',
    ]) {
      expect(text(root)).toContain(message);
    }
    await waitFor(() => root.activeElement === email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(subscribeCalls()).toHaveLength(0);
  });

  it('requires the TR legal checkbox', async () => {
    const { root, email } = await signup('TR');
    await fill(email, 'elif@example.com');
    await fill(await screen.findByShadowRole('textbox', { name: 'Ad' }), 'Elif');
    await fill(await screen.findByShadowRole('textbox', { name: 'Soyad' }), 'Yılmaz');
    await userEvent.click(submitButton(root));
    await waitFor(() => text(root).includes('Lütfen ticari elektronik ileti'));
    expect(subscribeCalls()).toHaveLength(0);
    await userEvent.click(
      await screen.findByShadowRole('checkbox', { name: /ticari elektronik ileti gönderilmesine/ }),
    );
    await userEvent.click(submitButton(root));
    await waitFor(() => subscribeCalls().length === 1);
    expect(bodyOf()).toEqual({
      email: 'elif@example.com',
      firstName: 'Elif',
      lastName: 'Yılmaz',
      consents: [],
      origin: 'NEWSLETTER',
    });
  });

  it.each([
    ['an emoji name', 'Anna😀', 'Dieses Feld enthält ungültige Zeichen.'],
    ['a web address', 'www.spam.example', 'Dieses Feld enthält ungültige Zeichen.'],
    ['markup', '<img src=x onerror="window.hacked=1">', 'Dieses Feld enthält ungültige Zeichen.'],
    ['10,000 characters', 'a'.repeat(10_000), 'Vorname darf höchstens 40 Zeichen lang sein.'],
    ['10,000 emoji', '😀'.repeat(10_000), 'Dieses Feld enthält ungültige Zeichen.'],
  ])('refuses %s as a name without losing it', async (_case, name, message) => {
    const { root, email } = await signup('AT');
    email.focus();
    const first = (await screen.findByShadowRole('textbox', {
      name: 'Vorname',
    })) as HTMLInputElement;
    paste(first, name);
    first.blur();
    await waitFor(() => text(root).includes(message), { message });
    expect(first.value).toBe(name);
    expect(root.querySelector('img:not([part~="image"])')).toBeNull();
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  });
});

async function fillDe(root: ShadowRoot, email: HTMLInputElement, address = 'anna@example.com') {
  await fill(email, address);
  await waitFor(() => root.querySelector('[part~="legal"]'));
}

describe('submit (spec footer §4, §7, §8)', () => {
  it('replaces the form by the thank-you heading and a notice naming the address', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { element, root, email } = await signup('DE', 'origin-addition="footer"');
    const events: Event[] = [];
    element.addEventListener('newsletter-success', (event) => events.push(event));
    await fillDe(root, email, '  anna@example.com ');
    await userEvent.click(await screen.findByShadowRole('checkbox'));
    await userEvent.click(submitButton(root));
    const heading = await screen.findByShadowRole('heading', {
      name: 'Vielen Dank für Ihre Anmeldung!',
    });
    expect(root.querySelector('form')).toBeNull();
    expect(text(root)).toContain('In Kürze erhalten Sie eine E-Mail an anna@example.com.');
    expect(bodyOf()).toEqual({
      email: 'anna@example.com',
      consents: ['DNE'],
      origin: 'NEWSLETTER',
      originAddition: 'footer',
    });
    expect(String(subscribeCalls()[0]?.[0])).toContain('/service/newsletter/api/internal/');
    expect(window.dataLayer).toEqual([
      {
        event: 'sign_up',
        subject: 'newsletter',
        origin: 'NEWSLETTER:footer',
        type: 'ga4',
        emitter: 'newsletterservice',
      },
    ]);
    expect(events).toHaveLength(1);
    await waitFor(() => root.activeElement === heading);
    expect(scroll).toHaveBeenCalled();
    expect(root.querySelector('section')?.getAttribute('aria-labelledby')).toBe(heading.id);
  });

  it('does not scroll with scroll-on-success="false" and uses the private base with spa', async () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { root, email } = await signup(
      'DE',
      'scroll-on-success="false" spa origin="SHOPPING_CART"',
    );
    await fillDe(root, email);
    await userEvent.click(submitButton(root));
    await screen.findByShadowRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' });
    expect(scroll).not.toHaveBeenCalled();
    expect(String(subscribeCalls()[0]?.[0])).toContain('/service/newsletter/api/private/');
    expect(bodyOf()).toMatchObject({ origin: 'SHOPPING_CART' });
    expect(window.dataLayer?.[0]).toMatchObject({ origin: 'SHOPPING_CART' });
  });

  it('sends one request for a double click and repeated Enter, with a loading button', async () => {
    let answer: (response: Response) => void = () => undefined;
    handlers.subscribe = () => new Promise((resolve) => (answer = resolve));
    const { root, email } = await signup('DE');
    await fillDe(root, email);
    const button = submitButton(root);
    await userEvent.dblClick(button);
    await userEvent.type(email, '{Enter}{Enter}');
    await waitFor(() => button.getAttribute('data-state') === 'loading');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    await userEvent.type(email, '{Enter}');
    // the first request is on its way (after the code it needs, loaded on demand); the code of
    // every submit is there and React has done what the presses asked for, so a second request
    // would be on its way too
    await waitFor(() => subscribeCalls().length > 0, { message: 'the first request' });
    await vi.dynamicImportSettled();
    await reactIdle();
    expect(subscribeCalls()).toHaveLength(1);
    answer(json({ status: 'WAITING_FOR_DOI' }, 201));
    await screen.findByShadowRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' });
    expect(subscribeCalls()).toHaveLength(1);
  });

  it('shows the invalid-address message on the field, focuses it and clears it on focus', async () => {
    handlers.subscribe = () => json({ type: 'urn:newsletter:email_invalid', status: 400 }, 400);
    const { root, email } = await signup('DE');
    await fillDe(root, email, 'blocked@example.com');
    await userEvent.click(submitButton(root));
    await waitFor(() => email.getAttribute('aria-invalid') === 'true');
    expect(text(root)).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(root.activeElement).toBe(email);
    expect(email.value).toBe('blocked@example.com');
    expect(alerts(root)).toEqual([]);
    email.blur();
    email.focus();
    await waitFor(() => email.getAttribute('aria-invalid') === null);
  });

  it.each<[string, Handler]>([
    ['a 500', () => json({ type: 'urn:newsletter:internal_error' }, 500)],
    ['a validation failure', () => json({ type: 'urn:newsletter:validation_failed' }, 400)],
    ['an empty error body', () => new Response('', { status: 503 })],
    ['a malformed error body', () => json({ type: { text: 'urn:newsletter:email_invalid' } }, 400)],
    ['invalid JSON', () => new Response('{"type": "urn:news', { status: 400 })],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('shows the generic error after %s and keeps everything typed', async (_case, handler) => {
    handlers.subscribe = handler;
    const { root, email } = await signup('AT');
    await fill(email, 'anna@example.com');
    await fill(await screen.findByShadowRole('textbox', { name: 'Vorname' }), 'Anna');
    await fill(await screen.findByShadowRole('textbox', { name: 'Nachname' }), 'Huber');
    fireEvent.change(await screen.findByShadowRole('combobox', { name: 'Anrede' }), {
      target: { value: 'DIVERS' },
    });
    const consent = await screen.findByShadowRole('checkbox');
    await userEvent.click(consent);
    await userEvent.click(submitButton(root));
    await waitFor(() => alerts(root).length === 1);
    expect(alerts(root)[0]).toContain(
      'Die Anmeldung zum Newsletter ist aus technischen Gründen derzeit leider nicht möglich.',
    );
    expect(email.value).toBe('anna@example.com');
    expect((root.querySelector('input[autocomplete="given-name"]') as HTMLInputElement).value).toBe(
      'Anna',
    );
    expect(
      (root.querySelector('input[autocomplete="family-name"]') as HTMLInputElement).value,
    ).toBe('Huber');
    expect((root.querySelector('select') as HTMLSelectElement).value).toBe('DIVERS');
    expect((root.querySelector('input[type="checkbox"]') as HTMLInputElement).checked).toBe(true);
    expect(window.dataLayer).toEqual([]);
    // and the same values go out again
    handlers.subscribe = () => json({ status: 'WAITING_FOR_DOI' }, 201);
    await userEvent.click(submitButton(root));
    await screen.findByShadowRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' });
    expect(bodyOf(subscribeCalls().length - 1)).toEqual({
      email: 'anna@example.com',
      salutation: 'DIVERS',
      firstName: 'Anna',
      lastName: 'Huber',
      consents: ['DNE'],
      origin: 'NEWSLETTER',
    });
  });

  it('renders a new alert for each failed submit', async () => {
    handlers.subscribe = () => json({}, 500);
    const { root, email } = await signup('DE');
    await fillDe(root, email);
    await userEvent.click(submitButton(root));
    await waitFor(() => alerts(root).length === 1);
    const first = root.querySelector('[role="alert"]');
    await userEvent.click(submitButton(root));
    await waitFor(() => subscribeCalls().length === 2);
    await waitFor(
      () => alerts(root).length === 1 && root.querySelector('[role="alert"]') !== first,
    );
  });
});

describe('honeypot (spec footer §4)', () => {
  it('is hidden from assistive technology and the keyboard but present for bots', async () => {
    const { root } = await signup('DE');
    const honeypot = root.querySelector<HTMLInputElement>('input[name="homepage"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.type).toBe('text');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    const textboxes = await screen.findAllByShadowRole('textbox');
    expect(textboxes.some((box) => box === honeypot)).toBe(false);
  });

  it('shows success, tracks and dispatches without validating or calling the server', async () => {
    const { element, root } = await signup('HU');
    const listener = vi.fn();
    element.addEventListener('newsletter-success', listener);
    paste(root.querySelector('input[name="homepage"]') as HTMLInputElement, 'http://spam.example');
    await userEvent.click(submitButton(root));
    await screen.findByShadowRole('heading', { name: 'Köszönjük feliratkozását!' });
    expect(text(root)).toContain('Hamarosan e-mailt küldünk Önnek.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledOnce();
    expect(window.dataLayer).toHaveLength(1);
  });
});

it('shows whatever a bot typed as the address as text, never as markup', async () => {
  const { root, email } = await signup('DE');
  paste(email, '<img src=x onerror="window.hacked=1">');
  paste(root.querySelector('input[name="homepage"]') as HTMLInputElement, 'spam');
  await userEvent.click(submitButton(root));
  await screen.findByShadowRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' });
  expect(text(root)).toContain('eine E-Mail an <img src=x onerror="window.hacked=1">.');
  expect(root.querySelector('img:not([part~="image"])')).toBeNull();
  expect((window as { hacked?: unknown }).hacked).toBeUndefined();
});

describe('pre-fill (spec footer §2, §6)', () => {
  it.each<[Site, boolean]>([
    ['HU', true],
    ['AT', true],
    ['TR', true],
    ['DE', false],
  ])('%s fills the form from base data; locked: %s', async (site, locked) => {
    document.cookie = 'logintoken=session-token; path=/';
    const { root, email } = await signup(site);
    await waitFor(() => email.value === 'bence.nagy@example.com');
    const call = fetchMock.mock.calls.find(([url]) => url.endsWith('/customers/base-data'));
    expect(new Headers(call?.[1].headers).get('X-LoginToken')).toBe('session-token');
    expect(call?.[0]).toContain('/service/newsletter/api/private/');
    // a pre-filled address expands the form without focus
    await waitFor(() => root.querySelector('[part~="legal"]'));
    expect(email.disabled).toBe(locked);
    const first = root.querySelector<HTMLInputElement>('input[autocomplete="given-name"]');
    if (site !== 'DE') {
      expect(first?.value).toBe('Bence');
      expect(first?.disabled).toBe(locked);
    } else {
      expect(first).toBeNull();
    }
  });

  it('asks nothing without a login cookie', async () => {
    await signup('AT');
    // what it loads on demand is there and React has done all it had to: a request would be made
    await vi.dynamicImportSettled();
    await reactIdle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hides the personalised-offers consent the customer already gave', async () => {
    document.cookie = 'logintoken=session-token; path=/';
    handlers.baseData = () => json({ ...BASE_DATA, consents: ['DNE'] });
    const { root, email } = await signup('DE');
    await waitFor(() => email.value === 'bence.nagy@example.com');
    await waitFor(() => root.querySelector('[part~="legal"]'));
    expect(root.querySelector('input[type="checkbox"]')).toBeNull();
  });

  it('never overwrites what the visitor typed before the base data arrived', async () => {
    document.cookie = 'logintoken=session-token; path=/';
    let answer: (response: Response) => void = () => undefined;
    handlers.baseData = () => new Promise((resolve) => (answer = resolve));
    const { email } = await signup('HU');
    await fill(email, 'mine@example.org');
    answer(json(BASE_DATA));
    const first = (await screen.findByShadowRole('textbox', {
      name: 'Keresztnév',
    })) as HTMLInputElement;
    await waitFor(() => first.value === 'Bence');
    expect(email.value).toBe('mine@example.org');
    expect(email.disabled).toBe(false);
  });

  it('keeps a refused pre-filled address editable', async () => {
    document.cookie = 'logintoken=session-token; path=/';
    handlers.subscribe = () => json({ type: 'urn:newsletter:email_invalid' }, 400);
    const { root, email } = await signup('TR');
    await waitFor(() => email.value === 'bence.nagy@example.com');
    await userEvent.click(await screen.findByShadowRole('checkbox', { name: /ticari elektronik/ }));
    await userEvent.click(submitButton(root));
    await waitFor(() => email.getAttribute('aria-invalid') === 'true');
    expect(email.disabled).toBe(false);
  });
});

describe('double opt-in link', () => {
  function onPage(search: string): void {
    vi.stubGlobal('location', new URL(`http://localhost:3000/landing${search}`));
  }

  it('confirms the subscription and shows it instead of the form', async () => {
    onPage('?subscriberToken=4d5e6f#newsletter-signup');
    const { root } = await mountSignup('DE');
    await screen.findByShadowRole('heading', { name: 'Anmeldung bestätigt' });
    expect(text(root)).toContain('Ihre E-Mail-Adresse ist bestätigt.');
    const call = fetchMock.mock.calls.find(([url]) => url.endsWith('/doi'));
    expect(call?.[0]).toBe(
      'http://localhost:3000/service/newsletter/api/internal/newsletter-subscribers/4d5e6f/doi',
    );
    expect(call?.[1].method).toBe('PUT');
  });

  it.each([
    [410, 'urn:newsletter:doi_token_expired'],
    [404, 'urn:newsletter:doi_token_invalid'],
  ])(
    'shows the no-longer-valid notice for %i until the e-mail field is focused',
    async (status, type) => {
      onPage('?subscriberToken=7f3c9a2e5b8d4f1a6c0e9b3d2a5f8c71');
      handlers.doi = () => json({ type }, status);
      const { root, email } = await signup('DE');
      await waitFor(() => alerts(root).some((alert) => alert.includes('nicht mehr gültig')));
      expect(alerts(root)[0]).toContain('Leider ist dieser Link nicht mehr gültig.');
      email.focus();
      await waitFor(() => alerts(root).length === 0);
    },
  );

  it('shows the generic error when the service cannot be reached', async () => {
    onPage('?subscriberToken=abc');
    handlers.doi = () => json({}, 500);
    const { root } = await signup('PL');
    await waitFor(() => alerts(root).some((alert) => alert.includes('Z przyczyn technicznych')));
  });
});

describe('heading level', () => {
  it('fits the page outline: h2 on a bare page, one below a preceding heading', async () => {
    const bare = await signup('DE');
    expect(bare.root.querySelector('[part~="title"]')?.localName).toBe('h2');
    unmountAll();
    const container = mount(html`<h3>Newsletter</h3>`);
    container.insertAdjacentHTML('beforeend', '<newsletter-signup site="DE"></newsletter-signup>');
    const root = await rendered(container.querySelector('newsletter-signup') as Element);
    await waitFor(() => root.querySelector('[part~="title"]'));
    expect(root.querySelector('[part~="title"]')?.localName).toBe('h4');
  });

  it('takes the heading-level attribute for the title and the thank-you heading', async () => {
    const { root, email } = await signup('DE', 'heading-level="3"');
    expect(root.querySelector('[part~="title"]')?.localName).toBe('h3');
    await fillDe(root, email);
    await userEvent.click(submitButton(root));
    const heading = await screen.findByShadowRole('heading', {
      name: 'Vielen Dank für Ihre Anmeldung!',
    });
    expect(heading.localName).toBe('h3');
  });
});

it.each(SITE_KEYS)('%s renders in its own language with a labelled form', async (site) => {
  const { root, email } = await signup(site);
  const form = root.querySelector('form');
  expect(form?.getAttribute('aria-labelledby')).toBe(root.querySelector('h2')?.id);
  expect(email.type).toBe('email');
  expect(email.autocomplete).toBe('email');
});
