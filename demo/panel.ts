/**
 * The control panel: page settings (site, platform), the header's settings (page type, reduced,
 * sticky, the device preview and the app cookie), the footer's (reduced, newsletter block, the
 * affiliate cookie, what SHOP_FOOTER answers) and the fake backend's scenario switches, as
 * native form controls that apply on change. It renders from a model and reports changes;
 * demo.ts decides what a change does.
 */
import { html, nothing, render, type TemplateResult } from 'lit-html';
import { live } from 'lit-html/directives/live.js';
import type { EndpointId } from './backend/scenario';
import {
  CART_ERROR_CODES,
  CART_PRESETS,
  ENDPOINT_GROUPS,
  LIMIT_CODES,
  LOGIN_STATUSES,
  MALFORMED_KINDS,
  NAVIGATION_SCENARIOS,
  NEWSLETTER_STATUSES,
  PREVIEW_STATUSES,
  PROMOTION_SCENARIOS,
  SHOP_FOOTER_SCENARIOS,
  type CartPreset,
  type LoginStatus,
  type PanelScenario,
} from './backend-client';
import type { FooterSettings } from './footer-settings';
import { DEVICE_PREVIEWS, DEVICE_PREVIEW_LABELS, type DevicePreview } from './device-preview';
import {
  PAGE_TYPE_OPTIONS,
  STICKY_MODES,
  STICKY_MODE_LABELS,
  type HeaderSettings,
  type StickyMode,
} from './header-settings';
import {
  PLATFORM_LABELS,
  SITE_OPTIONS,
  getAutoPlatform,
  type PageSettings,
  type PlatformChoice,
} from './settings';

/** What the header at the top of the page shows, and the facts it reads once per page load. */
export interface HeaderPanelModel {
  readonly settings: HeaderSettings;
  readonly device: DevicePreview;
  readonly insideApp: boolean;
}

/** What the footer at the end of the page shows, and the cookie it reads once per page load. */
export interface FooterPanelModel {
  readonly settings: FooterSettings;
  readonly affiliate: boolean;
}

export interface PanelModel {
  readonly settings: PageSettings;
  readonly header: HeaderPanelModel;
  readonly footer: FooterPanelModel;
  /** null until the backend's scenario has been read, or when it cannot be. */
  readonly scenario: PanelScenario | null;
  readonly busy: boolean;
  /** The outcome of the last change, announced politely. */
  readonly message: string;
  readonly messageIsError: boolean;
}

export interface PanelActions {
  readonly changeSettings: (patch: Partial<PageSettings>) => void;
  readonly changeScenario: (patch: Partial<PanelScenario>) => void;
  readonly changeHeader: (patch: Partial<HeaderSettings>) => void;
  readonly changeFooter: (patch: Partial<FooterSettings>) => void;
  /** The footer reads the affiliate cookie once per page load: the page reloads. */
  readonly changeAffiliate: (on: boolean) => void;
  /** The header reads these once per page load: the page reloads. */
  readonly changeDevice: (device: DevicePreview) => void;
  readonly changeInsideApp: (insideApp: boolean) => void;
  readonly showAppBannerAgain: () => void;
  readonly reset: () => void;
}

const LOGIN_LABELS: Readonly<Record<LoginStatus, string>> = {
  LOGGED_OUT: 'Logged out',
  REMEMBERED: 'Remembered (long-term token)',
  LOGGED_IN: 'Logged in',
};

const CART_LABELS: Readonly<Record<CartPreset, string>> = {
  empty: 'Empty',
  full: 'Full: every kind of item',
  defective: 'Defective items',
  unavailable: 'Unavailable quantities',
  big: 'Big: close to the item limit',
};

const LATENCIES: readonly { ms: number; label: string }[] = [
  { ms: 0, label: 'None' },
  { ms: 300, label: '300 ms' },
  { ms: 1000, label: '1 s' },
  { ms: 3000, label: '3 s' },
  { ms: 8000, label: '8 s' },
  { ms: 16000, label: '16 s (past the 15 s request timeout)' },
];

/** The four fault switches, as the columns of the endpoint table. */
const FAULTS = [
  { key: 'failing', column: '500', label: 'answers 500' },
  { key: 'failOnce', column: '500 once', label: 'answers 500 once' },
  { key: 'malformed', column: 'Mal\u00ADformed', label: 'answers malformed' },
  { key: 'networkError', column: 'No answer', label: 'drops the connection' },
] as const;
type FaultKey = (typeof FAULTS)[number]['key'];

function isFaultOn(scenario: PanelScenario, fault: FaultKey, id: EndpointId): boolean {
  if (fault === 'failOnce') return (scenario.failOnce[id] ?? 0) > 0;
  return scenario[fault].includes(id);
}

function faultPatch(
  scenario: PanelScenario,
  fault: FaultKey,
  id: EndpointId,
  on: boolean,
): Partial<PanelScenario> {
  // failOnce merges per endpoint on the backend: null removes the entry
  if (fault === 'failOnce') return { failOnce: { [id]: on ? 1 : null } as Record<string, number> };
  const others = scenario[fault].filter((entry) => entry !== id);
  return { [fault]: on ? [...others, id] : others };
}

export function countFaults(scenario: PanelScenario): number {
  return (
    scenario.failing.length +
    scenario.malformed.length +
    scenario.networkError.length +
    Object.values(scenario.failOnce).filter((count) => (count ?? 0) > 0).length
  );
}

const valueOf = (event: Event): string => (event.target as HTMLSelectElement).value;
const checkedOf = (event: Event): boolean => (event.target as HTMLInputElement).checked;

function select(
  id: string,
  label: string,
  value: string,
  options: readonly { value: string; label: string }[],
  onChange: (value: string) => void,
  hint?: string,
): TemplateResult {
  return html`<div class="demo-field">
    <label for=${id}>${label}</label>
    <select
      id=${id}
      .value=${live(value)}
      aria-describedby=${hint ? `${id}-hint` : nothing}
      @change=${(event: Event) => onChange(valueOf(event))}
    >
      ${options.map(
        (option) =>
          html`<option value=${option.value} ?selected=${option.value === value}>
            ${option.label}
          </option>`,
      )}
    </select>
    ${hint ? html`<p id=${`${id}-hint`} class="demo-hint">${hint}</p>` : nothing}
  </div>`;
}

function checkbox(
  id: string,
  label: string,
  checked: boolean,
  onChange: (checked: boolean) => void,
  hint?: string,
): TemplateResult {
  return html`<div class="demo-check">
      <input
        type="checkbox"
        id=${id}
        .checked=${live(checked)}
        aria-describedby=${hint ? `${id}-hint` : nothing}
        @change=${(event: Event) => onChange(checkedOf(event))}
      />
      <label for=${id}>${label}</label>
    </div>
    ${hint ? html`<p id=${`${id}-hint`} class="demo-hint demo-check__hint">${hint}</p>` : nothing}`;
}

/** A text field that applies when it is left or Enter is pressed (a change event). */
function textField(
  id: string,
  label: string,
  value: string,
  onChange: (value: string) => void,
  hint?: string,
): TemplateResult {
  return html`<div class="demo-field">
    <label for=${id}>${label}</label>
    <input
      type="text"
      id=${id}
      .value=${live(value)}
      maxlength="200"
      autocomplete="off"
      spellcheck="false"
      aria-describedby=${hint ? `${id}-hint` : nothing}
      @change=${(event: Event) => onChange((event.target as HTMLInputElement).value)}
    />
    ${hint ? html`<p id=${`${id}-hint`} class="demo-hint">${hint}</p>` : nothing}
  </div>`;
}

function pageFieldset(model: PanelModel, actions: PanelActions): TemplateResult {
  const { settings } = model;
  const platformOptions = [
    { value: 'AUTO', label: `Auto from the width (now ${getAutoPlatform()})` },
    ...Object.entries(PLATFORM_LABELS).map(([value, label]) => ({ value, label })),
  ];
  return html`<fieldset class="demo-fieldset">
    <legend>Page</legend>
    ${select(
      'panel-site',
      'Site',
      settings.site,
      SITE_OPTIONS.map((option) => ({ value: option.site, label: option.label })),
      (site) => actions.changeSettings({ site: site as PageSettings['site'] }),
    )}
    ${select('panel-platform', 'Platform', settings.platform, platformOptions, (platform) =>
      actions.changeSettings({ platform: platform as PlatformChoice }),
    )}
  </fieldset>`;
}

const NAVIGATION_LABELS: Readonly<Record<(typeof NAVIGATION_SCENARIOS)[number], string>> = {
  standard: "The shop's categories, three and four levels",
  big: 'Big: about 2,000 categories in six levels',
  hostile: 'Hostile: markup, javascript: links, wrong shapes (theme worlds too)',
};

const PROMOTION_LABELS: Readonly<Record<(typeof PROMOTION_SCENARIOS)[number], string>> = {
  cms: "The CMS's promotions",
  benefits: 'No top banner: the benefits strip',
  none: 'None (404): the standing benefits',
  hostile: 'Hostile: markup and javascript: in every field, a 400-character word',
  malformed: 'Malformed: contentJSON that is not JSON',
};

/** The navigation's two calls, and the promotion call, as the panel switches their failure. */
export const NAVIGATION_ENDPOINTS = [
  'navigation',
  'themeworlds',
] as const satisfies readonly EndpointId[];
export const PROMOTION_ENDPOINTS = ['promotion'] as const satisfies readonly EndpointId[];

function failingPatch(
  scenario: PanelScenario,
  ids: readonly EndpointId[],
  on: boolean,
): Partial<PanelScenario> {
  const others = scenario.failing.filter((id) => !ids.includes(id));
  return { failing: on ? [...others, ...ids] : others };
}

/**
 * What the header's navigation and promotion blocks get from the backend (issue 12). The header
 * asks once per page, so each change reloads the page (demo.ts).
 */
function headerContentSwitches(scenario: PanelScenario, actions: PanelActions): TemplateResult {
  const failing = (ids: readonly EndpointId[]) => ids.every((id) => scenario.failing.includes(id));
  return html`${select(
    'panel-navigation',
    'Navigation answers',
    scenario.navigation,
    NAVIGATION_SCENARIOS.map((value) => ({ value, label: NAVIGATION_LABELS[value] })),
    (value) => actions.changeScenario({ navigation: value as PanelScenario['navigation'] }),
    'Reloads the page: the header asks for its navigation once per page.',
  )}
  ${checkbox(
    'panel-navigation-failing',
    'Navigation and theme worlds fail (500)',
    failing(NAVIGATION_ENDPOINTS),
    (on) => actions.changeScenario(failingPatch(scenario, NAVIGATION_ENDPOINTS, on)),
    'Reloads the page. The header shows no navigation then.',
  )}
  ${select(
    'panel-promotions',
    'Promotions answer',
    scenario.promotions,
    PROMOTION_SCENARIOS.map((value) => ({ value, label: PROMOTION_LABELS[value] })),
    (value) => actions.changeScenario({ promotions: value as PanelScenario['promotions'] }),
    'Reloads the page. The top banner, benefits strip, category banner and phase-integration block.',
  )}
  ${checkbox(
    'panel-promotions-failing',
    'Promotions fail (500)',
    failing(PROMOTION_ENDPOINTS),
    (on) => actions.changeScenario(failingPatch(scenario, PROMOTION_ENDPOINTS, on)),
    "Reloads the page. The footer's SHOP_FOOTER fails too.",
  )}`;
}

function headerFieldset(
  model: HeaderPanelModel,
  scenario: PanelScenario | null,
  actions: PanelActions,
): TemplateResult {
  const { settings } = model;
  return html`<fieldset class="demo-fieldset">
    <legend>Header</legend>
    ${select(
      'panel-page-type',
      'Page type (page-type)',
      settings.pageType,
      PAGE_TYPE_OPTIONS,
      (pageType) => actions.changeHeader({ pageType }),
    )}
    ${checkbox(
      'panel-reduced',
      'Reduced: the checkout header (reduced)',
      settings.reduced,
      (reduced) => actions.changeHeader({ reduced }),
    )}
    ${checkbox(
      'panel-securehint',
      "'Secured purchase' hint in the reduced header (showsecurehint)",
      settings.showsecurehint,
      (showsecurehint) => actions.changeHeader({ showsecurehint }),
    )}
    ${checkbox(
      'panel-promotions',
      'Promotion blocks under the bar (show-promotion-banner)',
      settings.showPromotionBanner,
      (showPromotionBanner) => actions.changeHeader({ showPromotionBanner }),
    )}
    ${checkbox('panel-sticky', 'Sticky at the top (sticky)', settings.sticky, (sticky) =>
      actions.changeHeader({ sticky }),
    )}
    ${select(
      'panel-sticky-mode',
      'Sticky mode (sticky-mode)',
      settings.stickyMode,
      STICKY_MODES.map((mode) => ({ value: mode, label: STICKY_MODE_LABELS[mode] })),
      (stickyMode) => actions.changeHeader({ stickyMode: stickyMode as StickyMode }),
    )}
    ${select(
      'panel-device',
      'Device preview (user agent)',
      model.device,
      DEVICE_PREVIEWS.map((device) => ({ value: device, label: DEVICE_PREVIEW_LABELS[device] })),
      (device) => actions.changeDevice(device as DevicePreview),
      'Reloads the page: the header reads the user agent once. The address keeps it as ?ua=.',
    )}
    ${checkbox(
      'panel-app-cookie',
      "Inside the shop's app (cookie appclient=new)",
      model.insideApp,
      (insideApp) => actions.changeInsideApp(insideApp),
      'Reloads the page. Inside the app no app banner is offered.',
    )}
    ${
      // the banner's close button writes its flag without telling the panel: offered wherever a
      // banner can show, and harmless when there is no flag
      model.device === 'android' || model.device === 'ios-chrome'
        ? html`<div class="demo-row">
            <button
              type="button"
              class="demo-button demo-button--quiet"
              @click=${actions.showAppBannerAgain}
            >
              Show the app banner again (forget its closing)
            </button>
          </div>`
        : nothing
    }
    ${scenario ? headerContentSwitches(scenario, actions) : nothing}
  </fieldset>`;
}

const SHOP_FOOTER_LABELS: Readonly<Record<(typeof SHOP_FOOTER_SCENARIOS)[number], string>> = {
  cms: 'CMS content on DE, AT, CH, CH_FR, CZ; none (404) elsewhere',
  none: 'None (404): the built-in content everywhere',
  override: 'A seasonal override (headline and more)',
  hostile: 'Hostile: markup, javascript: links, unknown icons and logos',
  malformed: 'Malformed: contentJSON that is not JSON',
  failing: 'Failing: 500',
};

/** The footer at the end of the page (issue 13). */
function footerFieldset(
  model: FooterPanelModel,
  scenario: PanelScenario | null,
  actions: PanelActions,
): TemplateResult {
  return html`<fieldset class="demo-fieldset">
    <legend>Footer</legend>
    ${checkbox(
      'panel-footer-reduced',
      'Reduced: the checkout footer (reduced)',
      model.settings.reduced,
      (reduced) => actions.changeFooter({ reduced }),
    )}
    ${checkbox(
      'panel-footer-newsletter',
      'Newsletter block (newsletter)',
      model.settings.newsletter,
      (newsletter) => actions.changeFooter({ newsletter }),
      'Also hidden while reduced and for subscribed or waiting visitors (Customer: newsletter status). The app cookie (Header) reduces the footer too.',
    )}
    ${checkbox(
      'panel-affiliate',
      'Came through an affiliate (cookie affiliatenumber)',
      model.affiliate,
      (on) => actions.changeAffiliate(on),
      'Reloads the page. The cookie makes the footer reduced.',
    )}
    ${
      scenario
        ? select(
            'panel-shop-footer',
            'Content service (SHOP_FOOTER) answers',
            scenario.shopFooter,
            SHOP_FOOTER_SCENARIOS.map((value) => ({ value, label: SHOP_FOOTER_LABELS[value] })),
            (value) => actions.changeScenario({ shopFooter: value as PanelScenario['shopFooter'] }),
            'Reloads the page: the footer asks once per page.',
          )
        : nothing
    }
  </fieldset>`;
}

function customerFieldset(scenario: PanelScenario, actions: PanelActions): TemplateResult {
  return html`<fieldset class="demo-fieldset">
    <legend>Customer</legend>
    ${select(
      'panel-login',
      'Login status',
      scenario.loginStatus,
      LOGIN_STATUSES.map((status) => ({ value: status, label: LOGIN_LABELS[status] })),
      (value) => actions.changeScenario({ loginStatus: value as LoginStatus }),
    )}
    ${select(
      'panel-newsletter',
      'Newsletter status (nl_status)',
      scenario.newsletterStatus ?? '',
      [
        { value: '', label: 'From the sign-ups of this session' },
        ...NEWSLETTER_STATUSES.map((status) => ({ value: status, label: status })),
      ],
      (value) => actions.changeScenario({ newsletterStatus: value === '' ? null : value }),
    )}
    ${checkbox('panel-card', 'Loyalty card member', scenario.cardMember, (cardMember) =>
      actions.changeScenario({ cardMember }),
    )}
    ${textField(
      'panel-first-name',
      'Customer first name',
      scenario.customerFirstName ?? '',
      (value) => actions.changeScenario({ customerFirstName: value === '' ? null : value }),
      "Empty: the site's demo customer. Try markup: it must show as text.",
    )}
    ${checkbox('panel-community', 'Community member', scenario.communityMember, (communityMember) =>
      actions.changeScenario({ communityMember }),
    )}
    ${checkbox(
      'panel-dne',
      'Gave the personalised-offers consent (DNE)',
      scenario.hasDneConsent,
      (hasDneConsent) => actions.changeScenario({ hasDneConsent }),
    )}
  </fieldset>`;
}

type PreviewStatusChoice = (typeof PREVIEW_STATUSES)[number];

const CHECK_AUTH_LABELS: Readonly<Record<PreviewStatusChoice, string>> = {
  SUCCESS: 'SUCCESS for anyone',
  UNAUTHORIZED: 'UNAUTHORIZED: the staff session ended (cookie kept)',
  BAD_REQUEST: 'BAD_REQUEST (400)',
  INTERNAL_ERROR: 'INTERNAL_ERROR (500)',
};

const TOKEN_LABELS: Readonly<Record<PreviewStatusChoice, string>> = {
  SUCCESS: 'SUCCESS, whatever test, group and date',
  UNAUTHORIZED: 'UNAUTHORIZED (401)',
  BAD_REQUEST: 'BAD_REQUEST (400)',
  INTERNAL_ERROR: 'INTERNAL_ERROR (500)',
};

const previewStatus = (value: string): PreviewStatusChoice | null =>
  PREVIEW_STATUSES.find((status) => status === value) ?? null;

/** The staff preview's switches (issue 14): the staff login and what its services answer. */
function staffFieldset(scenario: PanelScenario, actions: PanelActions): TemplateResult {
  return html`<fieldset class="demo-fieldset">
    <legend>Staff preview</legend>
    ${checkbox(
      'panel-staff',
      'Staff member signed in (sets the staff auth cookie)',
      scenario.staffAuth,
      (staffAuth) => actions.changeScenario({ staffAuth }),
      'Reloads the page: <staff-preview> loads its code only with the cookie, and checks the session once per page. Without it, the element loads and calls nothing.',
    )}
    ${select(
      'panel-check-auth',
      'Staff auth check answers',
      scenario.checkAuthStatus ?? '',
      [
        { value: '', label: 'SUCCESS for staff, UNAUTHORIZED for others' },
        ...PREVIEW_STATUSES.map((status) => ({ value: status, label: CHECK_AUTH_LABELS[status] })),
      ],
      (value) => actions.changeScenario({ checkAuthStatus: previewStatus(value) }),
    )}
    ${select(
      'panel-token',
      "'Set preview settings' (token call) answers",
      scenario.tokenStatus ?? '',
      [
        { value: '', label: 'As checked: the test must run at the date and have the group' },
        ...PREVIEW_STATUSES.map((status) => ({ value: status, label: TOKEN_LABELS[status] })),
      ],
      (value) => actions.changeScenario({ tokenStatus: previewStatus(value) }),
      'A/B tests by date (every year): search-suggest-layout 10 Jan to 31 Mar, minicart-checkout-cta 1 Mar to 30 Jun, footer-app-teaser 15 Apr to 15 Jun, newsletter-bubble-wording 1 Sep to 30 Nov, header-benefits-rotation 15 Oct to 31 Dec; none from 1 Jul to 31 Aug and 1 to 9 Jan.',
    )}
  </fieldset>`;
}

function cartFieldset(scenario: PanelScenario, actions: PanelActions): TemplateResult {
  return html`<fieldset class="demo-fieldset">
    <legend>Cart</legend>
    ${select(
      'panel-cart',
      'Cart contents',
      scenario.cartPreset,
      CART_PRESETS.map((preset) => ({ value: preset, label: CART_LABELS[preset] })),
      (value) => actions.changeScenario({ cartPreset: value as CartPreset }),
    )}
    ${select(
      'panel-limit',
      'Next cart change',
      scenario.limit ?? '',
      [
        { value: '', label: 'Succeeds' },
        ...LIMIT_CODES.map((code) => ({ value: code, label: `Hits ${code}` })),
      ],
      (value) =>
        actions.changeScenario({ limit: value === '' ? null : (value as PanelScenario['limit']) }),
    )}
    ${select(
      'panel-cart-error',
      'Error code of a failing cart call',
      scenario.cartErrorCode,
      CART_ERROR_CODES.map((code) => ({ value: code, label: code })),
      (value) => actions.changeScenario({ cartErrorCode: value as PanelScenario['cartErrorCode'] }),
    )}
  </fieldset>`;
}

function faultsTable(scenario: PanelScenario, actions: PanelActions): TemplateResult {
  return html`<table class="demo-faults">
    <caption class="demo-visually-hidden">
      Faults per endpoint
    </caption>
    <colgroup>
      <col class="demo-faults__endpoint" />
      <col />
      <col />
      <col />
      <col />
    </colgroup>
    <thead>
      <tr>
        <th scope="col">Endpoint</th>
        ${FAULTS.map((fault) => html`<th scope="col">${fault.column}</th>`)}
      </tr>
    </thead>
    ${ENDPOINT_GROUPS.map(
      (group) =>
        html`<tbody>
          <tr class="demo-faults__group">
            <th scope="colgroup" colspan=${FAULTS.length + 1}>${group.label}</th>
          </tr>
          ${group.ids.map(
            (id) =>
              html`<tr>
                <th scope="row"><code>${id}</code></th>
                ${FAULTS.map(
                  (fault) =>
                    html`<td>
                      <input
                        type="checkbox"
                        aria-label=${`${id} ${fault.label}`}
                        .checked=${live(isFaultOn(scenario, fault.key, id))}
                        @change=${(event: Event) =>
                          actions.changeScenario(
                            faultPatch(scenario, fault.key, id, checkedOf(event)),
                          )}
                      />
                    </td>`,
                )}
              </tr>`,
          )}
        </tbody>`,
    )}
  </table>`;
}

function networkFieldset(scenario: PanelScenario, actions: PanelActions): TemplateResult {
  const latencies = LATENCIES.some((latency) => latency.ms === scenario.latencyMs)
    ? LATENCIES
    : [...LATENCIES, { ms: scenario.latencyMs, label: `${scenario.latencyMs} ms` }];
  const faults = countFaults(scenario);
  return html`<fieldset class="demo-fieldset">
    <legend>Network</legend>
    ${select(
      'panel-latency',
      'Latency of every answer',
      String(scenario.latencyMs),
      latencies.map((latency) => ({ value: String(latency.ms), label: latency.label })),
      (value) => actions.changeScenario({ latencyMs: Number(value) }),
    )}
    ${select(
      'panel-malformed-kind',
      'A malformed answer is',
      scenario.malformedKind,
      MALFORMED_KINDS.map((kind) => ({
        value: kind,
        label: kind === 'shape' ? 'JSON of the wrong shape' : 'Not JSON at all',
      })),
      (value) => actions.changeScenario({ malformedKind: value as PanelScenario['malformedKind'] }),
    )}
    <details class="demo-details" ?open=${faults > 0}>
      <summary>Endpoint faults (${faults === 0 ? 'none' : `${faults} on`})</summary>
      ${faultsTable(scenario, actions)}
    </details>
  </fieldset>`;
}

function panelTemplate(model: PanelModel, actions: PanelActions): TemplateResult {
  // Controls stay enabled while a change is saved: disabling the focused control would drop the
  // keyboard focus to the page. Changes are queued instead (demo.ts).
  return html`<form
    class="demo-form"
    aria-busy=${model.busy ? 'true' : 'false'}
    @submit=${(event: Event) => event.preventDefault()}
  >
    ${pageFieldset(model, actions)} ${headerFieldset(model.header, model.scenario, actions)}
    ${footerFieldset(model.footer, model.scenario, actions)}
    ${
      model.scenario
        ? html`${customerFieldset(model.scenario, actions)}
          ${staffFieldset(model.scenario, actions)} ${cartFieldset(model.scenario, actions)}
          ${networkFieldset(model.scenario, actions)}`
        : html`<p class="demo-muted">Reading the fake backend's scenario…</p>`
    }
    <div class="demo-row demo-row--end">
      <button type="button" class="demo-button demo-button--quiet" @click=${actions.reset}>
        Reset demo
      </button>
    </div>
    <p
      class=${model.messageIsError ? 'demo-status demo-status--error' : 'demo-status'}
      role="status"
    >
      ${model.message}
    </p>
  </form>`;
}

export function renderPanel(
  container: HTMLElement,
  model: PanelModel,
  actions: PanelActions,
): void {
  render(panelTemplate(model, actions), container);
}
