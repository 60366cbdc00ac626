import {
  a11ySnapshot,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from '@web/test-runner-commands';
import { expect } from 'chai';
import { html } from 'lit-html';
import '../../elements/newsletter-signup';
import { resetNewsletter } from '../../stores/newsletter/index';
import { expectNoAxeViolations } from '../../test/helpers/axe';
import { mount, nextFrames, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { newBackendSession, watchPageRequests } from '../../test/helpers/backend';

interface BackendRequest {
  readonly endpoint: string;
  readonly method: string;
  readonly body: unknown;
  readonly status: number | null;
}

interface Subscriber {
  readonly email: string;
  readonly site: string;
  readonly status: string;
  readonly token: string;
  readonly firstName: string | null;
  readonly consents: string[];
}

interface BackendState {
  readonly requests: BackendRequest[];
  readonly newsletter: { readonly subscribers: Subscriber[] };
}

/** Each test talks to its own fake-backend session, with its own scenario. */
async function useSession(scenario?: Record<string, unknown>): Promise<void> {
  await newBackendSession('newsletter', scenario);
}

async function backendState(): Promise<BackendState> {
  return (await (await fetch('/__backend/state')).json()) as BackendState;
}

async function subscribeRequests(): Promise<BackendRequest[]> {
  return (await backendState()).requests.filter(
    (request) => request.endpoint === 'newsletter.subscribe',
  );
}

async function signup(site = 'DE', attributes = '') {
  const container = mount(html``);
  container.innerHTML = `<button type="button" id="before">before</button><newsletter-signup site="${site}" ${attributes}></newsletter-signup><button type="button" id="after">after</button>`;
  const element = container.querySelector('newsletter-signup') as HTMLElement;
  const root = await rendered(element);
  const email = await waitFor(() => root.querySelector<HTMLInputElement>('input[type="email"]'));
  return { container, element, root, email };
}

/** What has focus, as text: `tag:accessible name or text` (never compare DOM nodes in chai). */
function focused(root: ShadowRoot): string {
  const active = root.activeElement as HTMLElement | null;
  if (!active) return `outside:${document.activeElement?.id ?? ''}`;
  const labels = (active as HTMLInputElement).labels;
  const label = labels?.[0]?.textContent?.replace(' *', '').trim();
  const name = active.getAttribute('aria-label') ?? label ?? active.textContent?.trim() ?? '';
  return `${active.localName}${(active as HTMLInputElement).type ? `[${(active as HTMLInputElement).type}]` : ''}:${name.slice(0, 40)}`;
}

async function tab(): Promise<void> {
  await sendKeys({ press: 'Tab' });
}

async function shiftTab(): Promise<void> {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

const describedBy = (root: ShadowRoot, element: Element): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ');

const alertTexts = (root: ShadowRoot): string[] =>
  [...root.querySelectorAll('[role="alert"]')].map((node) => node.textContent ?? '');

beforeEach(() => {
  resetNewsletter();
  window.dataLayer = [];
  history.replaceState(null, '', location.pathname);
});

afterEach(() => {
  unmountAll();
  history.replaceState(null, '', location.pathname);
  // the LOGGED_IN scenario sets the login cookie; later tests are logged out again
  document.cookie = 'logintoken=; max-age=0; path=/';
});

// spec footer §2, §9 and issue 10: the layout and the image follow the width the element is
// given, never the window's. First in the file: nothing has loaded an image before it runs.
describe('<newsletter-signup> layout by its own width', () => {
  const IMAGES = '/newsletter-frontend/images/';

  interface Box {
    readonly left: number;
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
    readonly width: number;
  }

  /** A part's box relative to the element, rounded to whole pixels. */
  function boxOf(root: ShadowRoot, selector: string): Box | undefined {
    const element = root.querySelector(selector);
    if (!element) return undefined;
    const host = (root.host as HTMLElement).getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return {
      left: Math.round(box.left - host.left),
      top: Math.round(box.top - host.top),
      right: Math.round(box.right - host.left),
      bottom: Math.round(box.bottom - host.top),
      width: Math.round(box.width),
    };
  }

  /** How many lines the text of an element takes. */
  function lineCount(element: Element): number {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  }

  async function inContainer(width: number, viewport: number) {
    await setViewport({ width: viewport, height: 900 });
    const container = mount(html``);
    container.innerHTML = `<div style="width: ${width}px"><newsletter-signup site="DE"></newsletter-signup></div>`;
    const root = await rendered(container.querySelector('newsletter-signup') as Element);
    await waitFor(() => root.querySelector('input[type="email"]'));
    // the image is chosen once the element has been measured: an observer made now reports its
    // size after the element's own (observers are called in the order they were made), and two
    // frames later what the element chose is drawn
    await new Promise<void>((measured) => {
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        measured();
      });
      observer.observe(root.querySelector('[part~="newsletter"]') as Element);
    });
    await nextFrames();
    return root;
  }

  /** Where each part sits, as text, for comparing two layouts. */
  function layoutOf(root: ShadowRoot): string {
    const selectors = [
      '[part~="newsletter"]',
      '[part~="media"]',
      '[part~="image"]',
      '[part~="bubble"]',
      '[part~="title"]',
      'input[type="email"]',
      'button[type="submit"]',
    ];
    return selectors
      .map((selector) => `${selector} ${JSON.stringify(boxOf(root, selector))}`)
      .join('\n');
  }

  afterEach(async () => {
    unmountAll();
    await setViewport({ width: 800, height: 600 });
  });

  it('stacks in a 300 px container on a 1600 px screen: no image, full-width field and button', async () => {
    await useSession();
    const root = await inContainer(300, 1600);
    const media = boxOf(root, '[part~="media"]') as Box;
    const form = boxOf(root, '[part~="form"]') as Box;
    const email = boxOf(root, 'input[type="email"]') as Box;
    const button = boxOf(root, 'button[type="submit"]') as Box;
    expect(form.top, 'form below the bubble').to.be.at.least(media.bottom);
    expect(email.width, 'e-mail field width').to.be.at.least(240);
    expect(button.width, 'button width').to.be.at.least(240);
    expect(button.right, 'button inside the element').to.be.at.most(300);
    const title = root.querySelector('[part~="title"]') as HTMLElement;
    const words = (title.textContent ?? '').split(/\s+/).filter(Boolean).length;
    expect(lineCount(title), 'title lines').to.be.at.most(Math.ceil(words / 2));
    expect(root.querySelector('[part~="image"]')?.getAttribute('src'), 'image').to.equal(undefined);
    // an image that is never shown is never downloaded
    const images = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(IMAGES));
    expect(images.map((entry) => entry.name)).to.deep.equal([]);
  });

  it('lays out a 300 px container on a 1600 px screen as on a phone', async () => {
    await useSession();
    const wide = layoutOf(await inContainer(300, 1600));
    unmountAll();
    const phone = layoutOf(await inContainer(300, 360));
    expect(wide).to.equal(phone);
  });

  it('takes a phone width where the page sizes it by its content (a flex row)', async () => {
    await useSession();
    const container = mount(html``);
    container.innerHTML = `<div style="display: flex; width: 1200px"><newsletter-signup site="DE"></newsletter-signup><p>Beside it</p></div>`;
    const root = await rendered(container.querySelector('newsletter-signup') as Element);
    await waitFor(() => root.querySelector('input[type="email"]'));
    expect(Math.round(root.host.getBoundingClientRect().width)).to.equal(320);
    expect(boxOf(root, 'input[type="email"]')?.width).to.be.at.least(240);
  });

  it('puts the tablet image beside the form in a 1000 px container on a 360 px screen', async () => {
    await useSession();
    const root = await inContainer(1000, 360);
    const image = root.querySelector<HTMLImageElement>('[part~="image"]');
    expect(image?.getAttribute('src')).to.equal(`${IMAGES}tablet.svg`);
    const media = boxOf(root, '[part~="media"]') as Box;
    const form = boxOf(root, '[part~="form"]') as Box;
    expect(boxOf(root, '[part~="image"]')?.width).to.equal(273);
    expect(form.left, 'form right of the image').to.be.at.least(media.right);
    expect(form.top, 'form beside the image').to.be.below(media.bottom);
    await expectNoAxeViolations(root.host);
  });

  it('shows the desktop image from 1024 px of its own width, also on a narrow screen', async () => {
    await useSession();
    const root = await inContainer(1100, 360);
    expect(root.querySelector('[part~="image"]')?.getAttribute('src')).to.equal(
      `${IMAGES}desktop.svg`,
    );
    expect(JSON.stringify(boxOf(root, '[part~="image"]'))).to.contain('"width":400');
  });
});

describe('<newsletter-signup> in Chromium', () => {
  it('is reached by Tab at the e-mail field and expands in focus order (HU)', async () => {
    await useSession();
    const { root, container } = await signup('HU');
    container.querySelector<HTMLButtonElement>('#before')?.focus();
    await expectNoAxeViolations(root.host);
    await tab();
    expect(focused(root)).to.equal('input[email]:E-mail-cím');
    await waitFor(() => root.querySelector('select'));
    const order: string[] = [];
    for (let step = 0; step < 10; step += 1) {
      await tab();
      order.push(focused(root));
    }
    expect(order).to.deep.equal([
      'select[select-one]:Megszólítás',
      'input[text]:Keresztnév',
      'input[text]:Vezetéknév',
      'input[checkbox]:Igen, személyre szabott ajánlatokat szer',
      'button[submit]:Feliratkozom',
      'a:A kupon feltételei',
      'a:Hírlevélminta megtekintése',
      'a:Adatvédelem',
      'a:Kapcsolat',
      'outside:after',
    ]);
    for (let step = 0; step < 6; step += 1) await shiftTab();
    expect(focused(root)).to.equal('input[checkbox]:Igen, személyre szabott ajánlatokat szer');
    await expectNoAxeViolations(root.host);
  });

  it('never lets Tab or the accessibility tree reach the honeypot, yet keeps it in the form', async () => {
    await useSession();
    const { root, element } = await signup('TR');
    root.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
    await waitFor(() => root.querySelector('[part~="legal"]'));
    const seen: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      await tab();
      seen.push(focused(root));
    }
    expect(seen.join('|')).not.to.contain('homepage');
    expect(seen).not.to.include('input[text]:Lütfen bu alanı boş bırakın.');
    const honeypot = root.querySelector<HTMLInputElement>('input[name="homepage"]');
    expect(honeypot?.form?.getAttribute('part')).to.equal('form');
    // clipped to one pixel by its wrapper, so nothing of it is painted
    const box = honeypot?.parentElement?.getBoundingClientRect();
    expect(`${Math.round(box?.width ?? -1)}x${Math.round(box?.height ?? -1)}`).to.equal('1x1');
    expect(getComputedStyle(honeypot?.parentElement as Element).clipPath).to.equal('inset(50%)');
    const snapshot = JSON.stringify(await a11ySnapshot({}));
    expect(snapshot).not.to.contain('Lütfen bu alanı boş bırakın');
    expect(snapshot).to.contain('E-posta adresi');
    expect(element.localName).to.equal('newsletter-signup');
  });

  it('lays out the text fields and the select as full-size fields beside the checkboxes', async () => {
    await useSession();
    const { root, email } = await signup('AT');
    // a real click, as a shopper's: a script's focus() fires no focus event while the page
    // itself is not focused (this test timed out once in CI, after a test that tabs to the end)
    const box = email.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    await waitFor(() => root.querySelector('input[type="checkbox"]'));
    await resetMouse();
    const fields = root.querySelectorAll<HTMLElement>(
      'input[type="email"], input[type="text"]:not([name="homepage"]), select',
    );
    expect(fields.length).to.equal(4);
    for (const field of fields) {
      const box = field.getBoundingClientRect();
      expect(`${getComputedStyle(field).opacity}|${box.height >= 44}|${box.width > 200}`).to.equal(
        '1|true|true',
      );
    }
  });

  it('announces errors on submit: focus on the first invalid field, described by its error', async () => {
    await useSession();
    const { root, email } = await signup('DE');
    email.focus();
    await sendKeys({ type: 'anna@' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => email.getAttribute('aria-invalid') === 'true');
    expect(focused(root)).to.equal('input[email]:E-Mail-Adresse');
    expect(describedBy(root, email)).to.equal('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    const snapshot = JSON.stringify(await a11ySnapshot({}));
    expect(snapshot).to.contain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect((await subscribeRequests()).length).to.equal(0);
    await expectNoAxeViolations(root.host);
  });

  it('signs up with the keyboard alone and moves focus to the thank-you heading', async () => {
    await useSession();
    const { root, element, email } = await signup('TR', 'origin-addition="browser-test"');
    let events = 0;
    element.addEventListener('newsletter-success', () => (events += 1));
    email.focus();
    await sendKeys({ type: 'elif.test@example.com' });
    await tab();
    await sendKeys({ type: 'Elif' });
    await tab();
    await sendKeys({ type: 'Yılmaz' });
    await tab();
    await sendKeys({ press: 'Space' });
    await tab();
    await sendKeys({ press: 'Space' });
    await tab();
    expect(focused(root)).to.equal('button[submit]:Abone ol');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => root.activeElement?.localName === 'h2');
    expect(focused(root)).to.equal('h2:Abone olduğunuz için teşekkür ederiz!');
    expect(root.textContent).to.contain('elif.test@example.com adresine kısa süre içinde');
    expect(events).to.equal(1);
    expect(JSON.stringify(window.dataLayer)).to.equal(
      JSON.stringify([
        {
          event: 'sign_up',
          subject: 'newsletter',
          origin: 'NEWSLETTER:browser-test',
          type: 'ga4',
          emitter: 'newsletterservice',
        },
      ]),
    );
    const subscriber = (await backendState()).newsletter.subscribers.find(
      (candidate) => candidate.email === 'elif.test@example.com',
    );
    expect(`${subscriber?.site}|${subscriber?.status}|${subscriber?.firstName}`).to.equal(
      'TR|WAITING_FOR_DOI|Elif',
    );
    expect(subscriber?.consents.join()).to.equal('DNE');
    await expectNoAxeViolations(root.host);
  });

  it('sends one request for a double click and for Enter pressed again while sending', async () => {
    await useSession({ latency: { 'newsletter.subscribe': 400 } });
    const { root, email } = await signup('DE');
    const requests = watchPageRequests();
    try {
      email.focus();
      await sendKeys({ type: 'double@example.com' });
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Enter' });
      const button = root.querySelector<HTMLButtonElement>('button[type="submit"]');
      button?.click();
      button?.click();
      await waitFor(() => button?.getAttribute('data-state') === 'loading');
      await expectNoAxeViolations(root.host);
      await waitFor(
        () => root.querySelector('h2')?.textContent === 'Vielen Dank für Ihre Anmeldung!',
      );
      // every request the page made has been answered, so the backend has logged them all
      await requests.answered();
    } finally {
      requests.stop();
    }
    expect((await subscribeRequests()).length).to.equal(1);
  });

  it('puts the refused address back in focus with its error, and keeps it', async () => {
    await useSession();
    const { root, email } = await signup('DE');
    email.focus();
    await sendKeys({ type: 'someone@mailinator.com' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => email.getAttribute('aria-invalid') === 'true');
    expect(focused(root)).to.equal('input[email]:E-Mail-Adresse');
    expect(describedBy(root, email)).to.equal('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(email.value).to.equal('someone@mailinator.com');
    await expectNoAxeViolations(root.host);
  });

  it('announces the generic error and keeps every value after a failing service', async () => {
    await useSession({ failing: ['newsletter.subscribe'] });
    const { root, email } = await signup('AT');
    email.focus();
    await sendKeys({ type: 'anna@example.com' });
    await tab();
    const select = root.querySelector('select') as HTMLSelectElement;
    select.value = 'MRS';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await tab();
    await sendKeys({ type: 'Anna' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => alertTexts(root).length === 1);
    expect(alertTexts(root)[0]).to.contain('aus technischen Gründen derzeit leider nicht möglich');
    expect(email.value).to.equal('anna@example.com');
    expect(
      (root.querySelector('input[autocomplete="given-name"]') as HTMLInputElement).value,
    ).to.equal('Anna');
    expect(select.value).to.equal('MRS');
    await expectNoAxeViolations(root.host);
  });

  it('pre-fills a logged-in customer and locks the filled fields (AT)', async () => {
    await useSession({ loginStatus: 'LOGGED_IN' });
    const { root, email } = await signup('AT');
    await waitFor(() => email.value === 'katharina.gruber@example.com');
    expect(email.disabled).to.equal(true);
    await waitFor(() => root.querySelector('[part~="legal"]'));
    expect((root.querySelector('select') as HTMLSelectElement).disabled).to.equal(true);
    await expectNoAxeViolations(root.host);
  });

  it('shows the no-longer-valid notice for an expired link until the e-mail field is focused', async () => {
    await useSession();
    history.replaceState(
      null,
      '',
      `${location.pathname}?subscriberToken=7f3c9a2e5b8d4f1a6c0e9b3d2a5f8c71`,
    );
    const { root, email } = await signup('DE');
    await waitFor(() => alertTexts(root).length === 1);
    expect(alertTexts(root)[0]).to.contain('Leider ist dieser Link nicht mehr gültig.');
    await expectNoAxeViolations(root.host);
    email.focus();
    await waitFor(() => alertTexts(root).length === 0);
  });

  it('confirms a fresh sign-up from its link', async () => {
    await useSession();
    const first = await signup('CZ');
    first.email.focus();
    await sendKeys({ type: 'tereza.test@example.com' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => first.root.querySelector('[part~="success"]'));
    const { token } = (await backendState()).newsletter.subscribers.find(
      (candidate) => candidate.email === 'tereza.test@example.com',
    ) as Subscriber;
    unmountAll();
    resetNewsletter();
    history.replaceState(null, '', `${location.pathname}?subscriberToken=${token}`);
    const container = mount(html`<newsletter-signup site="CZ"></newsletter-signup>`);
    const root = await rendered(container.querySelector('newsletter-signup') as Element);
    await waitFor(() => root.querySelector('h2')?.textContent === 'Přihlášení potvrzeno');
    await expectNoAxeViolations(root.host);
    const confirmed = (await backendState()).newsletter.subscribers.find(
      (candidate) => candidate.token === token,
    );
    expect(confirmed?.status).to.equal('SUBSCRIBED');
  });

  for (const site of ['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR']) {
    it(`has no axe violations collapsed and expanded on ${site}`, async () => {
      await useSession();
      const { root, email } = await signup(site);
      await expectNoAxeViolations(root.host);
      email.focus();
      await waitFor(() => root.querySelector('[part~="legal"]'));
      await expectNoAxeViolations(root.host);
    });
  }
});
