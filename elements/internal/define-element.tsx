import r2wc from '@r2wc/react-to-web-component';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { useStore } from '@nanostores/react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Platform, Site } from '../../src/core/sites';
import { ShopContext, type ShopContextValue, type Stage } from '../../src/shared/shop-context';
import {
  $catalogues,
  $derivedPlatform,
  PLATFORMS,
  getLocale,
  getSiteConfig,
  loadMessages,
  loadMessagesForSite,
  resolveSiteAttribute,
} from '../../stores/site/index';
import {
  logConnectFailure,
  logDefinedElsewhere,
  logInvalidAttribute,
  logRenderFailure,
  logReplacedMethod,
  logServerStateFailure,
} from '../../stores/site/element-log';
import tokens from '../../src/ds/tokens.css?inline';
import {
  parseAttribute,
  readAttributes,
  serializeProperty,
  toAttributeName,
  type AttributeTable,
  type AttributeValues,
} from './attributes';
import { RenderBoundary } from '../../src/shared/render-boundary';
import { adoptStyles } from '../../src/shared/stylesheets';

/** What the wrapper styles in every shadow root: the design tokens and the host's display. */
export function getHostStyles(display: 'block' | 'inline-flex' = 'block'): string[] {
  return [tokens, `:host { display: ${display}; }`];
}

/** `site`, `platform` and `stage` are common to every element (docs/architecture.md "Attributes"). */
export const COMMON_ATTRIBUTES = {
  site: { type: 'string' },
  platform: { type: 'enum', values: PLATFORMS },
  stage: { type: 'enum', values: ['dev', 'live'], default: 'live' },
} as const satisfies AttributeTable;

export type CommonAttributes = typeof COMMON_ATTRIBUTES;

type Methods = Readonly<Record<string, (this: HTMLElement, ...args: never[]) => unknown>>;

export interface ShopElementOptions<A extends AttributeTable, M extends Methods> {
  /** The custom element name, e.g. `shop-minicart`. */
  readonly tag: string;
  /** The element's own attributes, keyed by property name (`pageType` is `page-type`). */
  readonly attributes: A;
  /** The view; receives the parsed attribute values and reads the rest from ShopContext. */
  readonly component: ComponentType<AttributeValues<A>>;
  /**
   * The host box's display (default block; inline-flex for an element that sits in a line, which,
   * unlike inline-block, makes no line box of its own whose height a page's inherited line-height
   * and font would set). Nothing else is styled here: the shadow root gets the
   * design tokens, and each view adopts its own stylesheet (useStyles), so a view brings the same
   * CSS to whichever element renders it.
   */
  readonly display?: 'block' | 'inline-flex';
  /** Script API methods put on the element's prototype (e.g. the mini cart's `modify`). */
  readonly methods?: M;
  /**
   * Work to start when the element connects, beside its messages and before React renders: what
   * the first render will wait for (the header's promotion blocks). A throw is logged.
   */
  readonly onConnect?: (host: HTMLElement) => void;
  /**
   * Takes the shared (not personal) data a server render of this element used into the stores:
   * on the server before its render, and in the browser before it hydrates the server's HTML
   * (the fragment embeds the data as JSON), so both render the same and the browser asks for
   * none of it again.
   */
  readonly seedServerState?: (data: Readonly<Record<string, unknown>>) => void;
}

/** An element instance: HTMLElement plus one property per attribute plus its script API. */
export type ShopElementInstance<
  A extends AttributeTable,
  M extends Methods = Record<never, never>,
> = HTMLElement &
  AttributeValues<A & CommonAttributes> & { [K in keyof M]: OmitThisParameter<M[K]> };

export interface ShopElementClass<
  A extends AttributeTable,
  M extends Methods = Record<never, never>,
> {
  new (): ShopElementInstance<A, M>;
  readonly prototype: ShopElementInstance<A, M>;
}

/** JSX props for integrators using React 19 (which sets custom element properties directly). */
export type ShopElementJsxProps<A extends AttributeTable> = Partial<
  AttributeValues<A & CommonAttributes>
> & {
  readonly id?: string;
  readonly class?: string;
  readonly className?: string;
  readonly style?: Record<string, string | number>;
  readonly hidden?: boolean;
  readonly ref?: unknown;
  readonly children?: unknown;
};

/**
 * Subscribes a React tree to its host's attributes. A MutationObserver (not r2wc's attribute
 * parsing) keeps HTML semantics for booleans and removals; the snapshot is a string so React
 * re-renders only when an observed attribute really changed.
 */
function useAttributeSnapshot(host: HTMLElement, attributeNames: readonly string[]): string {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const observer = new MutationObserver(onChange);
      observer.observe(host, { attributes: true, attributeFilter: [...attributeNames] });
      return () => observer.disconnect();
    },
    [host, attributeNames],
  );
  const getSnapshot = useCallback(
    () =>
      attributeNames.map((name) => `${name}=${host.getAttribute(name) ?? '\u0000'}`).join('\u0001'),
    [host, attributeNames],
  );
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The attribute on the host while the element has drawn its content (docs/architecture.md). */
export const RENDERED_ATTRIBUTE = 'rendered';

/**
 * Marks the host `rendered` in the same commit as the view's first content, and unmarks it when
 * the content goes. A page reserves an element's place until then with
 * `shop-header:not([rendered]) { min-height: ... }`: `:not(:defined)` alone ends the
 * reservation too early, when the tag is defined but the messages are still loading and the
 * shadow root is empty (the page would jump up, then down again).
 */
function RenderedMark({ host }: { host: HTMLElement }): null {
  useLayoutEffect(() => {
    host.setAttribute(RENDERED_ATTRIBUTE, '');
    return () => host.removeAttribute(RENDERED_ATTRIBUTE);
  }, [host]);
  return null;
}

/**
 * The element's React root: ElementRoot renders the view for the host of the shadow root it is
 * given (`container.host`). The browser renders it into the element's shadow root; the server
 * renderer (elements/server/page-border.tsx) renders it for a stand-in host with the fragment's
 * attributes, so both render the same tree.
 */
export function createElementRoot<A extends AttributeTable, M extends Methods>(
  options: ShopElementOptions<A, M>,
) {
  const { tag, component: View } = options;
  const table = { ...options.attributes, ...COMMON_ATTRIBUTES };
  const attributeNames = Object.keys(table).map(toAttributeName);

  function ElementHost({ host }: { host: HTMLElement }) {
    const snapshot = useAttributeSnapshot(host, attributeNames);
    const values = useMemo(() => {
      void snapshot; // the snapshot is what invalidates this memo
      // an invalid value is reported once per tag, attribute and value, not on every render
      return readAttributes(host, table, (attribute, value) =>
        logInvalidAttribute(tag, attribute, value),
      );
    }, [host, snapshot]);
    const requestedSite = resolveSiteAttribute(values.site, tag);
    const derivedPlatform = useStore($derivedPlatform);
    const catalogues = useStore($catalogues);
    // While a new site's messages load, the view keeps showing the site it has (instead of
    // unmounting), so nothing a shopper typed or opened is lost on a site switch.
    const [shownSite, setShownSite] = useState<Site>(requestedSite);
    const requestedReady = catalogues[getLocale(requestedSite)] !== undefined;
    const site = requestedReady ? requestedSite : shownSite;
    const locale = getLocale(site);
    const messages = catalogues[locale];

    // adjusting state while rendering (React's derived-state pattern), not in an effect
    if (requestedReady && shownSite !== requestedSite) setShownSite(requestedSite);

    useEffect(() => {
      if (!requestedReady) void loadMessages(getLocale(requestedSite), tag);
    }, [requestedSite, requestedReady]);

    const context = useMemo<ShopContextValue | null>(
      () =>
        messages
          ? {
              site,
              siteConfig: getSiteConfig(site),
              locale,
              platform: (values.platform as Platform | undefined) ?? derivedPlatform,
              stage: (values.stage as Stage | undefined) ?? 'live',
              host,
              messages,
            }
          : null,
      [site, locale, values.platform, values.stage, derivedPlatform, host, messages],
    );

    // Nothing renders until the locale's messages are there: no flash of untranslated keys.
    if (!context) return null;
    const { site: _site, platform: _platform, stage: _stage, ...own } = values;
    return (
      <ShopContext value={context}>
        <RenderedMark host={host} />
        <View {...(own as unknown as AttributeValues<A>)} />
      </ShopContext>
    );
  }

  // r2wc hands the shadow root in as `container`; the boundary wraps everything of ours.
  function ElementRoot({ container }: { container: Pick<ShadowRoot, 'host'> }) {
    return (
      <RenderBoundary onError={(error, stack) => logRenderFailure(tag, error, stack)}>
        <ElementHost host={container.host as HTMLElement} />
      </RenderBoundary>
    );
  }
  ElementRoot.displayName = `ShopElement(${tag})`;
  return { ElementRoot, table };
}

/**
 * With the lazy loader a page's script usually meets an element before its tag is defined: it is
 * a plain HTMLElement then, and `element.useminicart = false` makes an own property that would
 * shadow the accessor on the prototype for good (the attribute never changes, the view never
 * sees it). On upgrade each such own property is removed and its value set again through the
 * accessor, so it reflects to its attribute like any later write (the pattern of Lit's
 * `_$saveInstanceProperties` and Shoelace). An own property named like a script-API method is
 * removed so the method is callable, with a warning. Runs in the constructor: only an upgrade
 * reaches it with own properties, and an upgrade may set attributes there.
 */
function takeOverEarlyProperties(
  element: HTMLElement,
  tag: string,
  propertyNames: readonly string[],
  methodNames: readonly string[],
): void {
  const own = element as unknown as Record<string, unknown>;
  for (const name of propertyNames) {
    if (!Object.hasOwn(element, name)) continue;
    const value = own[name];
    delete own[name];
    own[name] = value;
  }
  for (const name of methodNames) {
    if (!Object.hasOwn(element, name)) continue;
    delete own[name];
    logReplacedMethod(tag, name);
  }
}

/** The container of a server-rendered view in its declarative shadow root (elements/server). */
export const SERVER_ROOT_SELECTOR = '[data-shop-root]';
const SERVER_STATE_SELECTOR = 'script[data-shop-state]';

/** Each server-rendered element's React root, once it hydrated (or rendered again later). */
const serverRoots = new WeakMap<HTMLElement, { root?: Root; hydrated?: boolean }>();

/** The server's data block, parsed; an unreadable one is logged and left out. */
function readServerState(root: ShadowRoot, tag: string): Record<string, unknown> | undefined {
  try {
    const text = root.querySelector(SERVER_STATE_SELECTOR)?.textContent;
    const data: unknown = text ? JSON.parse(text) : undefined;
    return typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>)
      : undefined;
  } catch (error) {
    logServerStateFailure(tag, error);
    return undefined;
  }
}

/** Seeds the element's stores from the server's data block (before it hydrates). */
function seedServerState(
  element: HTMLElement,
  options: Pick<ShopElementOptions<never, never>, 'tag' | 'seedServerState'>,
): void {
  if (serverRoots.get(element)?.hydrated) return;
  const data = readServerState(element.shadowRoot!, options.tag);
  try {
    if (data) options.seedServerState?.(data);
  } catch (error) {
    logServerStateFailure(options.tag, error);
  }
}

/**
 * Hydration in place (docs/architecture.md "Server-rendered page border"): an element that
 * arrives with the server's declarative shadow root seeds its stores from the embedded data, waits
 * for its messages (the first render must match the server's, and without messages it renders
 * nothing) and hydrates the server's container, so the nodes on screen stay. Until then the
 * server's HTML is the working page border. Connected again after a removal, it renders afresh
 * into the same container.
 */
function renderServerRoot(
  element: HTMLElement,
  container: Element,
  render: () => ReactNode,
  options: Pick<ShopElementOptions<never, never>, 'tag' | 'seedServerState'>,
): void {
  const state = serverRoots.get(element) ?? {};
  serverRoots.set(element, state);
  if (state.hydrated) {
    state.root = createRoot(container);
    state.root.render(render());
    return;
  }
  void loadMessagesForSite(element.getAttribute('site'), options.tag).then(() => {
    if (!element.isConnected || state.hydrated) return;
    state.hydrated = true;
    state.root = hydrateRoot(container, render());
  });
}

/**
 * Turns a React view and its attribute table into a custom element and defines it once.
 * Defining a tag that is already defined (the same entry loaded twice, two entries, or a second
 * copy of the bundle from another URL) does nothing and returns the existing class.
 */
export function defineShopElement<
  const A extends AttributeTable,
  M extends Methods = Record<never, never>,
>(options: ShopElementOptions<A, M>): ShopElementClass<A, M> | undefined {
  const registry = globalThis.customElements as CustomElementRegistry | undefined;
  if (!registry) return undefined;
  const existing = registry.get(options.tag);
  if (existing) return existing as unknown as ShopElementClass<A, M>;

  const { ElementRoot, table } = createElementRoot(options);
  const Base = r2wc(ElementRoot, {
    shadow: 'open',
    props: {},
  }) as unknown as CustomElementConstructor;
  const cssTexts = getHostStyles(options.display);

  const propertyNames = Object.keys(table);
  const methodNames = Object.keys(options.methods ?? {});

  class ShopElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, cssTexts);
      takeOverEarlyProperties(this, options.tag, propertyNames, methodNames);
    }

    /**
     * r2wc attaches the shadow root in its constructor. An element the server rendered has its
     * declarative shadow root already, and attachShadow would empty it (DOM spec): that root is
     * adopted as it is, the way Lit's hydration takes `this.shadowRoot` over.
     */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      const existing = this.shadowRoot;
      if (existing?.querySelector(SERVER_ROOT_SELECTOR)) return existing;
      return super.attachShadow(init);
    }

    connectedCallback(): void {
      const root = this.shadowRoot;
      const serverContainer = root?.querySelector(SERVER_ROOT_SELECTOR);
      // the server's data first: what onConnect starts loading may be in it
      if (serverContainer) seedServerState(this, options);
      // Start loading the messages now, while React mounts, instead of after the first render.
      void loadMessagesForSite(this.getAttribute('site'), options.tag);
      try {
        options.onConnect?.(this);
      } catch (error) {
        logConnectFailure(options.tag, error);
      }
      if (root && serverContainer) {
        renderServerRoot(this, serverContainer, () => <ElementRoot container={root} />, options);
        return;
      }
      (Base.prototype as { connectedCallback?: () => void }).connectedCallback?.call(this);
    }

    disconnectedCallback(): void {
      const server = serverRoots.get(this);
      if (server) {
        server.root?.unmount();
        server.root = undefined;
        return;
      }
      (Base.prototype as { disconnectedCallback?: () => void }).disconnectedCallback?.call(this);
    }
  }

  // Properties mirror the attributes: reading parses, writing reflects (false -> "false").
  for (const [propertyName, spec] of Object.entries(table)) {
    const attribute = toAttributeName(propertyName);
    Object.defineProperty(ShopElement.prototype, propertyName, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return parseAttribute(spec, this.getAttribute(attribute));
      },
      set(this: HTMLElement, value: unknown) {
        const text = serializeProperty(spec, value);
        if (text === null) this.removeAttribute(attribute);
        else this.setAttribute(attribute, text);
      },
    });
  }
  for (const [name, method] of Object.entries(options.methods ?? {})) {
    Object.defineProperty(ShopElement.prototype, name, {
      configurable: true,
      writable: true,
      value: method,
    });
  }

  try {
    registry.define(options.tag, ShopElement);
  } catch (error) {
    // Only reachable if another script defined the tag in between; theirs stays.
    logDefinedElsewhere(options.tag, error);
  }
  return registry.get(options.tag) as unknown as ShopElementClass<A, M> | undefined;
}
