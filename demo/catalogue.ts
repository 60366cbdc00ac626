/**
 * The element catalogue: one section per element of dist/custom-elements.json, read at run time
 * so the page always documents the build it serves. Each section holds a live instance, the
 * attribute, event, method, part and custom-property tables, and an embed snippet to copy.
 */
import { html, nothing, render, type TemplateResult } from 'lit-html';
import { ref } from 'lit-html/directives/ref.js';
import * as v from 'valibot';
import type { PageSettings } from './settings';

export const MANIFEST_URL = '/dist/custom-elements.json';

// Custom Elements Manifest 2.1.0, the parts the catalogue shows. Unknown fields are kept out of
// the way (looseObject), a field of the wrong type makes the whole manifest unreadable.
const TypeText = v.optional(v.looseObject({ text: v.string() }));
const Documented = v.looseObject({
  name: v.string(),
  type: TypeText,
  default: v.optional(v.string()),
  description: v.optional(v.string()),
});
const Member = v.looseObject({
  kind: v.string(),
  name: v.string(),
  description: v.optional(v.string()),
});
const Declaration = v.looseObject({
  kind: v.string(),
  name: v.string(),
  tagName: v.optional(v.string()),
  customElement: v.optional(v.boolean()),
  summary: v.optional(v.string()),
  description: v.optional(v.string()),
  attributes: v.optional(v.array(Documented), []),
  members: v.optional(v.array(Member), []),
  events: v.optional(v.array(Documented), []),
  slots: v.optional(v.array(Documented), []),
  cssParts: v.optional(v.array(Documented), []),
  cssProperties: v.optional(v.array(Documented), []),
});
const Manifest = v.looseObject({
  schemaVersion: v.string(),
  modules: v.array(
    v.looseObject({
      kind: v.string(),
      path: v.string(),
      declarations: v.optional(v.array(Declaration), []),
    }),
  ),
});

type DeclarationDoc = v.InferOutput<typeof Declaration>;
type DocumentedItem = v.InferOutput<typeof Documented>;
export type ElementDoc = DeclarationDoc & { readonly tagName: string; readonly modulePath: string };

export interface ElementCatalogue {
  readonly schemaVersion: string;
  readonly elements: readonly ElementDoc[];
}

const TAG_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/;

/** Every custom element the manifest declares, in manifest order. */
export function getElements(manifest: unknown): ElementCatalogue {
  const parsed = v.parse(Manifest, manifest);
  const elements = parsed.modules.flatMap((module) =>
    module.declarations
      .filter(
        (declaration): declaration is DeclarationDoc & { tagName: string } =>
          declaration.customElement === true &&
          typeof declaration.tagName === 'string' &&
          TAG_NAME.test(declaration.tagName),
      )
      .map((declaration) => ({ ...declaration, modulePath: module.path })),
  );
  return { schemaVersion: parsed.schemaVersion, elements };
}

export async function loadCatalogue(url = MANIFEST_URL): Promise<ElementCatalogue> {
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return getElements(await response.json());
}

export type CatalogueState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly reason: string }
  | { readonly status: 'ready'; readonly catalogue: ElementCatalogue };

export interface CatalogueView {
  readonly settings: PageSettings;
  /** Creates a live element for a section's stage, with the current site and platform. */
  readonly createLiveElement: (tagName: string) => HTMLElement;
  /** Per tag: the outcome of the last copy of its snippet, shown in a live region. */
  readonly copyStatus: ReadonlyMap<string, string>;
  readonly onCopy: (tagName: string, snippet: string) => void;
}

/**
 * What an element's snippet brings along in the page's head. The header's place is reserved by
 * the bundle's page-border.css while its code loads and until it has drawn, so the page does not
 * move when it renders (README "The header").
 */
const SNIPPET_HEAD: Readonly<Record<string, (origin: string) => readonly string[]>> = {
  'shop-header': (origin) => [
    "<!-- the header's height, kept until it has drawn: no layout shift -->",
    `<link rel="stylesheet" href="${origin}/dist/page-border.css" />`,
  ],
};

/** The loader script and the tag, as an integrator pastes them into a page. */
export function getEmbedSnippet(tagName: string, settings: PageSettings, origin: string): string {
  const attributes = [`site="${settings.site}"`];
  if (settings.platform !== 'AUTO') attributes.push(`platform="${settings.platform}"`);
  const head = SNIPPET_HEAD[tagName]?.(origin);
  return [
    ...(head ? [...head, ''] : []),
    `<script type="module" src="${origin}/dist/shop-elements.js"></script>`,
    '',
    `<${tagName} ${attributes.join(' ')}></${tagName}>`,
  ].join('\n');
}

// One ref callback per tag: lit calls a new callback on every render, a kept one only once.
const stageCallbacks = new Map<string, (stage: Element | undefined) => void>();

function stageRef(tagName: string, view: CatalogueView) {
  let callback = stageCallbacks.get(tagName);
  if (!callback) {
    callback = (stage) => {
      if (stage && !stage.querySelector(tagName)) stage.append(view.createLiveElement(tagName));
    };
    stageCallbacks.set(tagName, callback);
  }
  return ref(callback);
}

const code = (text: string | undefined): TemplateResult | string =>
  text ? html`<code>${text}</code>` : 'none';

/**
 * Manifest descriptions are plain text in which `backticks` mark code (attribute values, tags):
 * shown as <code>, everything else as text (lit escapes it).
 */
export function withCode(text: string | undefined): TemplateResult {
  const pieces = (text ?? '')
    .split(/`([^`\n]+)`/)
    .map((piece, index) => (index % 2 === 1 ? html`<code>${piece}</code>` : piece))
    .filter((piece) => piece !== '');
  return html`${pieces}`;
}

/** Blank lines separate a description's paragraphs. */
function paragraphs(text: string | undefined): TemplateResult[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => html`<p>${withCode(paragraph)}</p>`);
}

function documentedTable(
  caption: string,
  columns: readonly string[],
  rows: readonly DocumentedItem[],
  cells: (item: DocumentedItem) => readonly (TemplateResult | string)[],
): TemplateResult {
  return html`<div class="demo-table-scroll">
    <table class="demo-table">
      <caption class="demo-visually-hidden">
        ${caption}
      </caption>
      <thead>
        <tr>
          ${columns.map((column) => html`<th scope="col">${column}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (item) =>
            html`<tr>
              ${cells(item).map((cell) => html`<td>${cell}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

function attributesBlock(element: ElementDoc): TemplateResult {
  const tag = element.tagName;
  return html`<h4>Attributes</h4>
    ${
      element.attributes.length === 0
        ? html`<p>No attributes.</p>`
        : documentedTable(
            `Attributes of <${tag}>`,
            ['Attribute', 'Type', 'Default', 'Description'],
            element.attributes,
            (item) => [
              html`<code>${item.name}</code>`,
              code(item.type?.text),
              code(item.default),
              withCode(item.description),
            ],
          )
    }`;
}

function eventsBlock(element: ElementDoc): TemplateResult {
  return html`<h4>Events</h4>
    ${
      element.events.length === 0
        ? html`<p>
            Dispatches no events of its own; listens for the window events in the
            <a href="#events">events log</a>.
          </p>`
        : documentedTable(
            `Events of <${element.tagName}>`,
            ['Event', 'Detail', 'Description'],
            element.events,
            (item) => [
              html`<code>${item.name}</code>`,
              code(item.type?.text),
              withCode(item.description),
            ],
          )
    }`;
}

function methodsBlock(element: ElementDoc): TemplateResult | typeof nothing {
  const methods = element.members.filter((member) => member.kind === 'method');
  if (methods.length === 0) return nothing;
  return html`<h4>Methods</h4>
    <dl class="demo-definitions">
      ${methods.map(
        (method) =>
          html`<dt><code>${method.name}()</code></dt>
            <dd>${withCode(method.description)}</dd>`,
      )}
    </dl>`;
}

function slotsBlock(element: ElementDoc): TemplateResult | typeof nothing {
  if (element.slots.length === 0) return nothing;
  return html`<h4>Slots</h4>
    ${documentedTable(
      `Slots of <${element.tagName}>`,
      ['Slot', 'Description'],
      element.slots,
      (item) => [html`<code>${item.name || '(default)'}</code>`, withCode(item.description)],
    )}`;
}

function stylingBlock(element: ElementDoc): TemplateResult {
  const tag = element.tagName;
  return html`<h4>Styling</h4>
    ${
      element.cssParts.length === 0
        ? html`<p>No CSS parts: theme the element through its custom properties.</p>`
        : documentedTable(
            `CSS parts of <${tag}>`,
            ['CSS part', 'Description'],
            element.cssParts,
            (item) => [html`<code>::part(${item.name})</code>`, withCode(item.description)],
          )
    }
    ${
      element.cssProperties.length === 0
        ? nothing
        : html`<details class="demo-details">
            <summary>CSS custom properties (${element.cssProperties.length})</summary>
            <p>
              Set them on the element from the page, e.g.
              <code>${tag} { --se-color-brand: #2b4a6f; }</code>
            </p>
            ${documentedTable(
              `CSS custom properties of <${tag}>`,
              ['Property', 'Default', 'Description'],
              element.cssProperties,
              (item) => [
                html`<code>${item.name}</code>`,
                code(item.default),
                withCode(item.description),
              ],
            )}
          </details>`
    }`;
}

function embedBlock(element: ElementDoc, view: CatalogueView): TemplateResult {
  const tag = element.tagName;
  const snippet = getEmbedSnippet(tag, view.settings, window.location.origin);
  return html`<h4>Embed</h4>
    <pre class="demo-code"><code>${snippet}</code></pre>
    <div class="demo-row">
      <button type="button" class="demo-button" @click=${() => view.onCopy(tag, snippet)}>
        Copy snippet
      </button>
      <span class="demo-status" role="status">${view.copyStatus.get(tag) ?? ''}</span>
    </div>`;
}

function platformLabel(settings: PageSettings): string {
  return settings.platform === 'AUTO' ? 'from the window width' : settings.platform;
}

/**
 * Deep links that put an element into the fake-backend scenarios worth trying. Each link
 * reloads the page with the panel's switches set (and the site kept), at the element's section.
 */
const SCENARIO_LINKS: Readonly<Record<string, readonly { query: string; label: string }[]>> = {
  'shop-header': [
    { query: 'loginStatus=LOGGED_IN', label: 'Logged in: greeting and logout' },
    {
      query: 'loginStatus=REMEMBERED&cardMember=true',
      label: 'Remembered card member: loyalty beans in the user menu',
    },
    {
      query: 'loginStatus=LOGGED_IN&customerFirstName=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      label: 'A customer name with markup (shown as text)',
    },
    {
      query: 'loginStatus=LOGGED_IN&failing=customerdata',
      label: 'Customer data fails (500): the logged-out menu',
    },
    {
      query: 'loginStatus=LOGGED_IN&malformed=customerdata',
      label: 'Malformed customer data: the logged-out menu',
    },
    { query: 'cartPreset=full', label: 'Full cart in the cart flyout' },
    { query: 'ua=android', label: 'Android phone: the app-install banner' },
    { query: 'ua=ios-chrome', label: 'iPhone with Chrome: the banner with the App Store link' },
    { query: 'ua=ios-safari', label: 'iPhone with Safari: the smart-banner meta tag instead' },
    { query: 'reduced=true&cartPreset=full', label: 'Checkout: the reduced header' },
    {
      query: 'reduced=true&showsecurehint=false',
      label: "Checkout without the 'secured purchase' hint",
    },
    {
      query: 'pageType=basket&cartPreset=full',
      label: 'Basket page: no cart flyout, not sticky',
    },
    { query: 'stickyMode=on-scroll-up', label: 'Sticky mode on-scroll-up: scroll down and up' },
  ],
  'staff-preview': [
    { query: 'staffAuth=false', label: 'A shopper: no cookie, nothing loads, nothing is called' },
    { query: 'staffAuth=true', label: "Staff signed in: the 'Preview settings' button" },
    {
      query: 'staffAuth=true&checkAuthStatus=UNAUTHORIZED',
      label: 'A staff cookie whose session ended: the auth check refuses, nothing shows',
    },
    { query: 'staffAuth=true&failing=preview.checkauth', label: 'The auth check fails (500)' },
    { query: 'staffAuth=true&malformed=preview.checkauth', label: 'A malformed auth check' },
    { query: 'staffAuth=true&latencyMs=3000', label: "Slow services: 'Loading tests…'" },
    { query: 'staffAuth=true&failing=abtest.tests', label: 'The test list fails (500)' },
    { query: 'staffAuth=true&malformed=abtest.tests', label: 'A test list of the wrong shape' },
    { query: 'staffAuth=true&tokenStatus=SUCCESS', label: 'The token call applies anything' },
    { query: 'staffAuth=true&tokenStatus=BAD_REQUEST', label: 'The token call: BAD_REQUEST' },
    { query: 'staffAuth=true&tokenStatus=UNAUTHORIZED', label: 'The token call: UNAUTHORIZED' },
    {
      query: 'staffAuth=true&tokenStatus=INTERNAL_ERROR',
      label: 'The token call: INTERNAL_ERROR',
    },
    { query: 'staffAuth=true&failing=preview.logout', label: 'Logout fails (only logged)' },
  ],
  'shop-minicart': [
    { query: 'cartPreset=empty', label: 'Empty cart' },
    { query: 'cartPreset=full', label: 'Full cart: every kind of item' },
    { query: 'cartPreset=defective', label: 'Defective items (checkout disabled)' },
    { query: 'cartPreset=unavailable', label: 'Unavailable quantities' },
    { query: 'cartPreset=full&limit=CART_LIMIT', label: 'Next change hits CART_LIMIT' },
    { query: 'cartPreset=big&limit=ITEM_LIMIT', label: 'Next change hits ITEM_LIMIT' },
    {
      query: 'cartPreset=full&limit=AVAILABILITY_LIMIT',
      label: 'Next change hits AVAILABILITY_LIMIT',
    },
    { query: 'cartPreset=full&latencyMs=3000', label: 'Slow cart service (3 s)' },
    { query: 'cartPreset=full&failing=cart.put', label: 'Every change fails (500)' },
    {
      query: 'cartPreset=full&networkError=cart.put',
      label: 'Every change loses its connection',
    },
    { query: 'cartPreset=full&failing=cart.get', label: 'The cart cannot be read (500)' },
    { query: 'cartPreset=full&malformed=cart.get', label: 'Malformed cart response' },
  ],
};

function scenariosBlock(element: ElementDoc, view: CatalogueView): TemplateResult | typeof nothing {
  const links = SCENARIO_LINKS[element.tagName];
  if (!links) return nothing;
  const tag = element.tagName;
  // the header's scenarios show on the header at the top of the page: the link goes there
  const target = tag === 'shop-header' ? '' : `#${tag}`;
  return html`<h4>Scenarios to try</h4>
    <p>
      Each link reloads this page with the fake backend switched; the
      <a href="#panel">control panel</a> shows and changes the switches.
      ${tag === 'shop-header' ? 'They apply to the header at the top of the page.' : nothing}
    </p>
    <ul class="demo-scenarios">
      ${links.map(
        (link) =>
          html`<li>
            <a href=${`/?site=${view.settings.site}&${link.query}${target}`}>${link.label}</a>
          </li>`,
      )}
    </ul>`;
}

function elementSection(element: ElementDoc, view: CatalogueView): TemplateResult {
  const tag = element.tagName;
  return html`<section id=${tag} class="demo-entry" aria-labelledby=${`${tag}-title`}>
    <h3 id=${`${tag}-title`} class="demo-entry__title"><code>&lt;${tag}&gt;</code></h3>
    ${element.summary ? html`<p class="demo-entry__summary">${withCode(element.summary)}</p>` : nothing}
    ${paragraphs(element.description)}
    <figure class="demo-stage">
      <figcaption>
        Live <code>&lt;${tag}&gt;</code>: site ${view.settings.site}, platform
        ${platformLabel(view.settings)}
      </figcaption>
      <div class="demo-stage__canvas" ${stageRef(tag, view)}></div>
    </figure>
    ${scenariosBlock(element, view)} ${attributesBlock(element)} ${eventsBlock(element)}
    ${methodsBlock(element)} ${slotsBlock(element)} ${stylingBlock(element)}
    ${embedBlock(element, view)}
  </section>`;
}

function catalogueTemplate(state: CatalogueState, view: CatalogueView): TemplateResult {
  switch (state.status) {
    case 'loading':
      return html`<p class="demo-muted">Reading <code>${MANIFEST_URL}</code>…</p>`;
    case 'failed':
      return html`<p class="demo-alert" role="alert">
        The element catalogue could not be read: ${state.reason}. Run <code>npm run build</code> (or
        <code>npm start</code>) and reload the page.
      </p>`;
    case 'ready': {
      const { elements, schemaVersion } = state.catalogue;
      if (elements.length === 0) {
        return html`<p>
          This build's <code>${MANIFEST_URL}</code> lists no elements yet; each element appears
          here, live and documented, in the build that adds it.
        </p>`;
      }
      return html`<p>
          ${elements.length === 1 ? 'One element' : `${elements.length} elements`}, read at run time
          from <code>${MANIFEST_URL}</code> (Custom Elements Manifest ${schemaVersion}).
        </p>
        <nav aria-label="Elements in this build">
          <ul class="demo-toc">
            ${elements.map(
              (element) =>
                html`<li>
                  <a href=${`#${element.tagName}`}><code>&lt;${element.tagName}&gt;</code></a>
                </li>`,
            )}
          </ul>
        </nav>
        ${elements.map((element) => elementSection(element, view))}`;
    }
    default:
      return state satisfies never;
  }
}

export function renderCatalogue(
  container: HTMLElement,
  state: CatalogueState,
  view: CatalogueView,
): void {
  render(catalogueTemplate(state, view), container);
}
