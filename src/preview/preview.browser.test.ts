import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { $staffPreview, resetStaffPreview } from '../../stores/preview/index';
import { expectNoAxeViolations } from '../../test/helpers/axe';
import { mount, rendered, unmountAll, waitFor } from '../../test/helpers/dom';
import { newBackendSession } from '../../test/helpers/backend';
import { html } from 'lit-html';

// The staff cookie is there before the entry loads: only then does it load the panel. The fake
// backend (vite.config.ts) answers every call; `staffAuth` in a session's scenario makes its
// auth check say SUCCESS.
document.cookie = 'staffauthtoken=browser-test; path=/';
await import('../../elements/staff-preview');

interface BackendRequest {
  readonly endpoint: string;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

interface BackendState {
  readonly requests: BackendRequest[];
  readonly preview: { readonly abTestName: string | null; readonly abTestGroup: string | null };
}

/** Each test talks to its own fake-backend session, with its own scenario. */
async function useSession(scenario: Record<string, unknown> = {}): Promise<void> {
  await newBackendSession('preview', { staffAuth: true, ...scenario });
  // the scenario's staff switch sets the backend's own cookie value; the entry needs only one
  document.cookie = 'staffauthtoken=browser-test; path=/';
}

async function backendState(): Promise<BackendState> {
  return (await (await fetch('/__backend/state')).json()) as BackendState;
}

async function requestsTo(endpoint: string): Promise<BackendRequest[]> {
  return (await backendState()).requests.filter((request) => request.endpoint === endpoint);
}

interface Panel {
  readonly element: HTMLElement;
  readonly root: ShadowRoot;
  readonly trigger: HTMLButtonElement;
  readonly dialog: HTMLDialogElement;
}

async function showPanel(): Promise<Panel> {
  const container = mount(html``);
  container.innerHTML =
    '<button type="button" id="before">before</button><staff-preview site="DE"></staff-preview>';
  const element = container.querySelector('staff-preview') as HTMLElement;
  const root = await rendered(element);
  const trigger = await waitFor(() =>
    root.querySelector<HTMLButtonElement>('[part~="preview"] > button'),
  );
  const dialog = root.querySelector('dialog') as HTMLDialogElement;
  return { element, root, trigger, dialog };
}

/** What has focus inside the element, as text: `tag:name` (never compare nodes in chai). */
function focused(root: ShadowRoot): string {
  const active = root.activeElement as HTMLElement | null;
  if (!active) return 'outside';
  const name =
    active.getAttribute('aria-label') ??
    (active as HTMLInputElement).labels?.[0]?.textContent?.replace(' *', '') ??
    active.textContent ??
    '';
  return `${active.localName}:${name.trim()}`;
}

function control<T extends HTMLElement>(root: ShadowRoot, label: string): T {
  const found = [...root.querySelectorAll('label')].find(
    (node) => node.textContent?.replace(' *', '').trim() === label,
  );
  const target = found ? root.getElementById(found.htmlFor) : null;
  if (!target) throw new Error(`no control labelled ${label}`);
  return target as T;
}

const testSelect = (root: ShadowRoot): HTMLSelectElement => control(root, 'Name');
const groupSelect = (root: ShadowRoot): HTMLSelectElement => control(root, 'Gruppe');
const dateInput = (root: ShadowRoot): HTMLInputElement => control(root, 'Datum');

/** Sets a field as a user's edit does, so React's change handler sees it. */
function edit(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  const prototype =
    field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

const texts = (root: ShadowRoot, role: 'status' | 'alert'): string[] =>
  [...root.querySelectorAll(`[role="${role}"]`)].map((node) => node.textContent ?? '');

async function openWithKeyboard(panel: Panel): Promise<void> {
  panel.trigger.focus();
  await sendKeys({ press: 'Enter' });
  await waitFor(() => panel.dialog.open, { message: 'the dialog to open' });
  // axe reads colours mid-fade as too faint
  await Promise.all(panel.dialog.getAnimations().map((animation) => animation.finished));
}

/** Opens the modal, sets the date and waits for the tests of that date. */
async function openOn(panel: Panel, date: string): Promise<void> {
  await openWithKeyboard(panel);
  edit(dateInput(panel.root), date);
  // a new date sends its request at once (status loading), so "found" with this date is its answer
  await waitFor(
    () => $staffPreview.get().form.date === date && $staffPreview.get().testsStatus === 'found',
    { message: `the tests of ${date}` },
  );
  await waitFor(
    () => testSelect(panel.root).options.length === $staffPreview.get().tests.length + 1,
    { message: `the tests of ${date} listed` },
  );
}

beforeEach(() => {
  resetStaffPreview();
});

afterEach(async () => {
  unmountAll();
  resetStaffPreview();
  await resetMouse();
});

describe('<staff-preview> in Chromium', () => {
  describe('the modal by keyboard and mouse', () => {
    it('opens with Enter on the button and closes with Escape, focus back on the button', async () => {
      await useSession();
      const panel = await showPanel();
      await openWithKeyboard(panel);
      expect(panel.trigger.getAttribute('aria-expanded')).to.equal('true');
      expect(panel.dialog.contains(panel.root.activeElement)).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !panel.dialog.open, { message: 'the dialog to close' });
      expect(focused(panel.root)).to.equal('button:Vorschau-Einstellungen');
    });

    it('takes Tab through every control in order and wraps inside the modal', async () => {
      await useSession();
      const panel = await showPanel();
      await openOn(panel, '2026-12-01');
      // Tab also steps through the date's and time's own segments (day, month, year): each
      // control is listed once per visit
      const order: string[] = [focused(panel.root)];
      for (let press = 0; press < 16 && order.length < 8; press += 1) {
        await sendKeys({ press: 'Tab' });
        const now = focused(panel.root);
        if (now !== order.at(-1)) order.push(now);
      }
      expect(order).to.deep.equal([
        'button:Schließen',
        'input:Datum',
        'input:Uhrzeit',
        'select:Name',
        // the group select is disabled until a test is chosen, so Tab passes it
        'button:Vorschau-Einstellungen setzen',
        'button:Abmelden',
        'button:Schließen',
        'input:Datum',
      ]);
    });

    it('closes with the close button and with a click outside', async () => {
      await useSession();
      const panel = await showPanel();
      await openWithKeyboard(panel);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !panel.dialog.open, { message: 'the close button to close it' });
      expect(focused(panel.root)).to.equal('button:Vorschau-Einstellungen');
      await openWithKeyboard(panel);
      expect(panel.dialog.getBoundingClientRect().left).to.be.greaterThan(10);
      await sendMouse({ type: 'click', position: [5, 5] });
      await waitFor(() => !panel.dialog.open, { message: 'a click outside to close it' });
      expect(focused(panel.root)).to.equal('button:Vorschau-Einstellungen');
    });

    it('chooses a test and a group with the arrow keys', async () => {
      await useSession();
      const panel = await showPanel();
      await openOn(panel, '2026-12-01');
      testSelect(panel.root).focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => !groupSelect(panel.root).disabled, {
        message: 'the group to be enabled',
      });
      expect(testSelect(panel.root).value).to.equal('header-benefits-rotation');
      await sendKeys({ press: 'Tab' });
      expect(focused(panel.root)).to.equal('select:Gruppe');
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => groupSelect(panel.root).value === 'control');
    });
  });

  describe('the A/B test selects', () => {
    it('a test without a group shows Required, a group clears it, none clears the selection', async () => {
      await useSession();
      const panel = await showPanel();
      await openOn(panel, '2026-12-01');
      const group = groupSelect(panel.root);
      expect(group.disabled).to.equal(true);
      edit(testSelect(panel.root), 'header-benefits-rotation');
      await waitFor(() => group.getAttribute('aria-invalid') === 'true');
      expect(group.disabled).to.equal(false);
      expect(group.getAttribute('aria-required')).to.equal('true');
      const error = panel.root.getElementById(group.getAttribute('aria-describedby') ?? '');
      expect(error?.textContent).to.equal('Pflichtfeld');
      expect([...group.options].map((option) => option.value)).to.deep.equal([
        '',
        'control',
        'rotate-5s',
        'rotate-8s',
      ]);
      edit(group, 'rotate-5s');
      await waitFor(() => group.getAttribute('aria-invalid') === null);
      edit(testSelect(panel.root), '');
      await waitFor(() => group.disabled && group.value === '');
      expect(testSelect(panel.root).value).to.equal('');
    });

    it('a new date lists the tests running then', async () => {
      await useSession();
      const panel = await showPanel();
      await openOn(panel, '2026-05-01');
      expect([...testSelect(panel.root).options].map((option) => option.value)).to.deep.equal([
        '',
        'minicart-checkout-cta',
        'footer-app-teaser',
      ]);
      edit(dateInput(panel.root), '2026-07-15');
      await waitFor(() =>
        texts(panel.root, 'status').some((text) =>
          text.includes('Für dieses Datum gibt es keine aktiven Tests.'),
        ),
      );
      expect(testSelect(panel.root).options).to.have.length(1);
    });

    it('refuses to apply a test without a group: an alert, nothing sent, focus on the group', async () => {
      await useSession();
      const panel = await showPanel();
      await openOn(panel, '2026-12-01');
      edit(testSelect(panel.root), 'header-benefits-rotation');
      await waitFor(() => !groupSelect(panel.root).disabled);
      const apply = [...panel.root.querySelectorAll('button')].find(
        (button) => button.textContent === 'Vorschau-Einstellungen setzen',
      );
      apply?.click();
      await waitFor(() =>
        texts(panel.root, 'alert').some((text) =>
          text.includes('Bitte wählen Sie auch eine A/B-Testgruppe aus!'),
        ),
      );
      expect(focused(panel.root)).to.equal('select:Gruppe');
      expect(await requestsTo('preview.token')).to.have.length(0);
    });
  });

  describe('applying and logging out', () => {
    it('applies the date, time and group; the backend has them', async () => {
      await useSession({ latency: { 'preview.token': 300 } });
      const panel = await showPanel();
      await openOn(panel, '2026-12-01');
      edit(control(panel.root, 'Uhrzeit'), '09:45');
      edit(testSelect(panel.root), 'header-benefits-rotation');
      await waitFor(() => !groupSelect(panel.root).disabled);
      edit(groupSelect(panel.root), 'rotate-8s');
      control<HTMLInputElement>(panel.root, 'Datum').focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() =>
        texts(panel.root, 'status').some((text) => text.includes('Wird geladen …')),
      );
      await waitFor(() =>
        texts(panel.root, 'status').some((text) =>
          text.includes('Die Einstellungen wurden erfolgreich übernommen.'),
        ),
      );
      const [token] = await requestsTo('preview.token');
      expect(token?.method).to.equal('POST');
      expect(token?.body).to.deep.equal({
        previewDateTime: new Date(2026, 11, 1, 9, 45).toISOString(),
      });
      const { preview } = await backendState();
      expect([preview.abTestName, preview.abTestGroup]).to.deep.equal([
        'header-benefits-rotation',
        'rotate-8s',
      ]);
    });

    it('logs out: the panel goes and the logout call is made', async () => {
      await useSession();
      const panel = await showPanel();
      await openWithKeyboard(panel);
      const logout = [...panel.root.querySelectorAll('button')].find(
        (button) => button.textContent === 'Abmelden',
      );
      logout?.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => panel.root.childElementCount === 0, { message: 'the panel to go' });
      await waitFor(async () => (await requestsTo('preview.logout')).length === 1);
      expect(getComputedStyle(document.documentElement).overflow).not.to.equal('hidden');
    });
  });

  it('passes axe in every state', async () => {
    await useSession({ latency: { 'abtest.tests': 600 } });
    const panel = await showPanel();
    const check = async (state: string): Promise<void> => {
      try {
        await expectNoAxeViolations(panel.element);
      } catch (error) {
        throw new Error(`${state}: ${(error as Error).message}`);
      }
    };
    await check('closed');
    await openWithKeyboard(panel);
    await waitFor(() =>
      texts(panel.root, 'status').some((text) => text.includes('Tests werden geladen …')),
    );
    await check('loading tests');
    await waitFor(() =>
      texts(panel.root, 'status').some((text) => text.includes('Aktive Tests gefunden.')),
    );
    await check('tests found');
    edit(dateInput(panel.root), '2026-07-15');
    await waitFor(() =>
      texts(panel.root, 'status').some((text) => text.includes('keine aktiven Tests')),
    );
    await check('no tests');
    edit(dateInput(panel.root), '2026-12-01');
    await waitFor(() => testSelect(panel.root).options.length > 1);
    edit(testSelect(panel.root), 'header-benefits-rotation');
    await waitFor(() => groupSelect(panel.root).getAttribute('aria-invalid') === 'true');
    await check('group required');
    const apply = [...panel.root.querySelectorAll('button')].find(
      (button) => button.textContent === 'Vorschau-Einstellungen setzen',
    ) as HTMLButtonElement;
    apply.click();
    await waitFor(() => texts(panel.root, 'alert').length > 0);
    await check('group missing');
    await fetch('/__backend/scenario', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latency: { 'preview.token': 600 }, failing: ['abtest.tests'] }),
    });
    edit(groupSelect(panel.root), 'control');
    await waitFor(
      () =>
        $staffPreview.get().form.groupName === 'control' &&
        groupSelect(panel.root).getAttribute('aria-invalid') !== 'true',
      { message: 'the group chosen' },
    );
    apply.click();
    await waitFor(() =>
      texts(panel.root, 'status').some((text) => text.includes('Wird geladen …')),
    );
    await check('applying');
    await waitFor(() =>
      texts(panel.root, 'status').some((text) => text.includes('erfolgreich übernommen')),
    );
    await check('applied');
    edit(dateInput(panel.root), '2026-12-02');
    await waitFor(() =>
      texts(panel.root, 'alert').some((text) => text.includes('konnten nicht abgerufen werden')),
    );
    await check('tests failed');
    await fetch('/__backend/scenario', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ failing: ['preview.token'], latency: { 'preview.token': 0 } }),
    });
    apply.click();
    await waitFor(() =>
      texts(panel.root, 'alert').some((text) => text.includes('konnten nicht übernommen werden')),
    );
    await check('apply failed');
  });
});
