/**
 * The one flyout mechanism (spec header "Header icon bar and flyouts"): every flyout, menu and
 * panel of the bundle opens, closes and is placed through this hook, the mini cart's first, the
 * header's search, store finder, user menu and navigation next.
 *
 * - Hover intent: a mouse resting on the trigger for `hoverDelayMs` (200 ms) opens it; leaving
 *   earlier opens nothing. Touch and pen never open on hover (a tap on a link follows it).
 * - A click or tap on the toggle control opens it; pressed again from the keyboard or by touch
 *   it closes; a mouse click does not close what the mouse just opened by hovering.
 * - Opened from the keyboard, focus moves into the panel; closed by Escape or the close button,
 *   focus returns to the control (or `returnFocusRef`).
 * - Closes on: hovering the overlay for 1 s, a press anywhere outside trigger and panel, Escape,
 *   the close button, focus moving on to something outside, `enabled` turning false, unmount.
 * - One flyout open at a time on the whole page: the open one is the shared $flyoutState.
 * - The panel stays inside the viewport (useFlyoutPosition): beside the trigger, flipped or
 *   shifted near an edge, height capped with the content scrolling, a full-width sheet below
 *   768 px, in the top layer.
 * - Parts carry data-state="open|closed".
 * - A panel whose body loads on demand (`content`, src/shared/on-demand.ts) imports it on the first sign of
 *   intent: the pointer entering the trigger, focus or a touch in it. It opens once the body is
 *   there (the hover delay usually covers the import), with the placing code (every flyout,
 *   body or not: use-flyout-position.ts); an import that takes longer than
 *   LAZY_BODY_BUSY_AFTER_MS opens the panel with the view's busy state. A failed import opens
 *   nothing (or closes the busy panel); the next intent imports again.
 *
 * The view renders the parts and spreads the prop getters on them (Algolia autocomplete's
 * "prop getters"), with its own refs passed in: `getTriggerProps()` and `triggerRef` on the box
 * around the trigger, `getToggleProps()` and `toggleRef` on the control that opens it,
 * `getPanelProps()` and `panelRef` on the panel (rendered while `isRendered`),
 * `getOverlayProps()` on the overlay (rendered while `isOpen`) and `getCloseButtonProps()` on
 * the close button.
 */
import {
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { FLYOUT_HOVER_DELAY_MS, OVERLAY_HOVER_CLOSE_MS } from '../../core/config';
import {
  $flyoutState,
  closeFlyout,
  openFlyout,
  type FlyoutKind,
} from '../../../stores/flyout/index';
import type { OnDemandModule } from '../../shared/on-demand';
import { ShopContext } from '../../shared/shop-context';
import { raisingPreloadError } from '../lazy/preload-error';
import type { FlyoutAlign } from './flyout.logic';
import { flyoutPlacement, useFlyoutPosition } from './use-flyout-position';

export interface FlyoutOptions {
  /** The kind the page-wide flyout state reports (`flyout-change`). */
  readonly kind: FlyoutKind;
  /** The view's refs on the box around the trigger and on the panel. */
  readonly triggerRef: RefObject<HTMLElement | null>;
  readonly panelRef: RefObject<HTMLElement | null>;
  /** The view's ref on the control that opens it: focus returns there by default. */
  readonly toggleRef?: RefObject<HTMLElement | null>;
  /** false: nothing opens, and an open flyout closes. */
  readonly enabled?: boolean;
  /** How long a mouse rests on the trigger before it opens (200 ms; 300 ms for navigation). */
  readonly hoverDelayMs?: number;
  /** false: hovering opens nothing (only the toggle does). */
  readonly opensOnHover?: boolean;
  /** Which trigger edge the panel lines up with first. */
  readonly align?: FlyoutAlign;
  /** Called once each time it opens (loading, tracking). */
  readonly onOpen?: () => void;
  /** Where Escape and the close button return focus; the toggle control by default. */
  readonly returnFocusRef?: RefObject<HTMLElement | null>;
  /** The panel's body when it loads on demand: imported on intent, awaited before opening. */
  readonly content?: OnDemandModule<unknown>;
}

/** How long an open waits for a lazy body before the panel shows the view's busy state. */
export const LAZY_BODY_BUSY_AFTER_MS = 400;

export type FlyoutDataState = 'open' | 'closed';

export interface FlyoutController {
  readonly isOpen: boolean;
  /** Open, or about to be (hover intent running): render the panel, hidden, ahead of time. */
  readonly isRendered: boolean;
  readonly state: FlyoutDataState;
  readonly panelId: string;
  open(options?: { readonly focus?: boolean }): void;
  close(options?: { readonly returnFocus?: boolean }): void;
  getTriggerProps(className?: string): {
    className: string;
    'data-state': FlyoutDataState;
    onPointerEnter: (event: ReactPointerEvent) => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onTouchStart: () => void;
  };
  getToggleProps(): {
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    'data-state': FlyoutDataState;
    onClick: (event: ReactMouseEvent) => void;
  };
  getPanelProps(className?: string): {
    id: string;
    className: string;
    role: 'dialog';
    tabIndex: -1;
    hidden: boolean;
    popover: 'manual';
    'data-state': FlyoutDataState;
  };
  getOverlayProps(className?: string): {
    className: string;
    'aria-hidden': true;
    'data-state': FlyoutDataState;
    onPointerEnter: () => void;
    onPointerLeave: () => void;
  };
  getCloseButtonProps(): { onClick: () => void };
}

let ownerCount = 0;

const listenFlyoutState = (onChange: () => void): (() => void) => $flyoutState.listen(onChange);

export interface FlyoutOwner {
  /** Whether the page's open flyout is this one. */
  readonly isOpen: boolean;
  /** Makes it the page's open flyout: whatever else was open closes. */
  open(): void;
  /** Closes it, when it is the open one. */
  close(): void;
}

/**
 * A flyout's place in the page-wide flyout state ($flyoutState): whether it is the one open, and
 * its open and close (under an owner id of its own); it closes when the component unmounts. Every flyout opens and closes through it:
 * useFlyout's panels, and the phone navigation's drawer (a side-sheet modal, whose open state is
 * this one). Only a change of this flyout's own open state renders it again, not every flyout of
 * the page.
 */
export function useFlyoutOwner(kind: FlyoutKind): FlyoutOwner {
  // an id per instance of the page, not React's useId: every element has its own React root,
  // and two roots hand out the same ids
  const [owner] = useState(() => `flyout-${(ownerCount += 1)}`);
  // closed on the server and while its HTML hydrates (nothing is open in a fragment)
  const isOpen = useSyncExternalStore(
    listenFlyoutState,
    () => $flyoutState.get().owner === owner,
    () => false,
  );
  const close = useCallback(() => closeFlyout(owner), [owner]);
  useEffect(() => close, [close]);
  return { isOpen, open: useCallback(() => openFlyout(kind, owner), [kind, owner]), close };
}

/**
 * The rest of the hover delay: it counts from the pointer's arrival (the event's time), not from
 * when the handler got its turn behind other work. A time stamp that makes no sense (another
 * clock, in the future) leaves the whole delay.
 */
function getRemainingDelay(eventTime: number, delayMs: number): number {
  const waited = performance.now() - eventTime;
  return waited >= 0 && waited < delayMs ? delayMs - waited : delayMs;
}

function useTimer(): { start(callback: () => void, delayMs: number): void; stop(): void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [controls] = useState(() => ({
    stop(): void {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    start(callback: () => void, delayMs: number): void {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        callback();
      }, delayMs);
    },
  }));
  useEffect(() => controls.stop, [controls]);
  return controls;
}

/**
 * The body and the placing code (issue 15): imported on intent, awaited before opening. A view
 * raises preload-error for its body (raisingPreloadError); the placing code's failure raises it
 * here, for the element `tag` the flyout is part of.
 */
const loadFlyoutCode = (
  content: OnDemandModule<unknown> | undefined,
  tag: string,
): Promise<unknown> =>
  Promise.all([content?.load(), raisingPreloadError(tag, () => flyoutPlacement.load())()]);

const isFlyoutCodeLoaded = (content: OnDemandModule<unknown> | undefined): boolean =>
  (!content || content.loaded() !== undefined) && flyoutPlacement.loaded() !== undefined;

const joinClasses = (base: string, extra: string | undefined): string =>
  extra ? `${base} ${extra}` : base;

const isInside = (target: unknown, ...areas: (Element | null)[]): boolean =>
  target instanceof Node && areas.some((area) => area?.contains(target) === true);

export function useFlyout({
  kind,
  triggerRef,
  panelRef,
  toggleRef,
  enabled = true,
  hoverDelayMs = FLYOUT_HOVER_DELAY_MS,
  opensOnHover = true,
  align = 'end',
  onOpen,
  returnFocusRef,
  content,
}: FlyoutOptions): FlyoutController {
  // this flyout in the page-wide state; the open and close below wrap it
  const flyout = useFlyoutOwner(kind);
  const { open: openOwn, close: closeOwn } = flyout;
  const tag = useContext(ShopContext)?.host.localName ?? '';
  const panelId = useId();
  const isOpen = flyout.isOpen && enabled;
  const [isHoverPending, setHoverPending] = useState(false);
  // an open waiting for the lazy body: the panel is rendered (hidden) meanwhile
  const [isOpening, setOpening] = useState(false);
  const focusOnOpen = useRef(false);
  const openedByHover = useRef(false);
  // counts opens asked for: a close, a newer open or unmount makes a waiting one stale
  const openRequest = useRef(0);
  const hoverTimer = useTimer();
  const overlayTimer = useTimer();
  const busyTimer = useTimer();
  const state: FlyoutDataState = isOpen ? 'open' : 'closed';
  // a failure is logged by the module; the next intent imports again
  const loadContent = (): void => void loadFlyoutCode(content, tag).catch(() => undefined);

  const open = useCallback(
    ({ focus = false, byHover = false }: { readonly focus?: boolean; byHover?: boolean } = {}) => {
      if (!enabled) return;
      hoverTimer.stop();
      focusOnOpen.current = focus;
      openedByHover.current = byHover;
      const request = (openRequest.current += 1);
      if (isFlyoutCodeLoaded(content)) {
        openOwn();
        return;
      }
      setOpening(true);
      busyTimer.start(() => openOwn(), LAZY_BODY_BUSY_AFTER_MS);
      const settle = (loaded: boolean): void => {
        if (request !== openRequest.current) return;
        busyTimer.stop();
        setOpening(false);
        // a failed import shows nothing (not even the busy panel); the next intent retries
        if (loaded) openOwn();
        else closeOwn();
      };
      loadFlyoutCode(content, tag).then(
        () => settle(true),
        () => settle(false),
      );
    },
    [enabled, hoverTimer, busyTimer, content, openOwn, closeOwn, tag],
  );

  const close = useCallback(
    ({ returnFocus = false }: { readonly returnFocus?: boolean } = {}) => {
      openRequest.current += 1;
      hoverTimer.stop();
      overlayTimer.stop();
      busyTimer.stop();
      setHoverPending(false);
      setOpening(false);
      closeOwn();
      if (returnFocus) (returnFocusRef?.current ?? toggleRef?.current)?.focus();
    },
    [hoverTimer, overlayTimer, busyTimer, closeOwn, returnFocusRef, toggleRef],
  );

  // switched off while open, and gone with its element: it closes
  useEffect(() => {
    if (!enabled) closeOwn();
  }, [enabled, closeOwn]);
  // gone with its element: a waiting open is stale (useFlyoutOwner closes an open one)
  useEffect(
    () => () => {
      openRequest.current += 1;
    },
    [],
  );

  // placed (and in the top layer) first: a popover not yet shown cannot take focus
  useFlyoutPosition(triggerRef, panelRef, isOpen, align);

  const opened = useEffectEvent(() => onOpen?.());
  useLayoutEffect(() => {
    if (!isOpen) return undefined;
    opened();
    if (focusOnOpen.current) {
      focusOnOpen.current = false;
      panelRef.current?.focus();
    }
    // the overlay may go without a pointerleave: its timer goes with it
    return () => overlayTimer.stop();
  }, [isOpen, overlayTimer, panelRef]);

  useEffect(() => {
    const panel = panelRef.current;
    const anchor = triggerRef.current;
    if (!isOpen || !panel || !anchor) return undefined;
    const onKeyDown = (event: KeyboardEvent): void => {
      // a field inside that handles Escape itself (the search box) prevents the default
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // focus goes back only when it was in this flyout: Escape elsewhere must not move anyone
      const root = panel.getRootNode();
      const active = root instanceof ShadowRoot ? root.activeElement : document.activeElement;
      close({ returnFocus: isInside(active, anchor, panel) });
    };
    const onPointerDown = (event: PointerEvent): void => {
      const path = event.composedPath();
      if (!path.includes(panel) && !path.includes(anchor)) close();
    };
    // focus moving on to something outside closes it (a click on nothing moves focus nowhere)
    const onFocusOut = (event: FocusEvent): void => {
      const next = event.relatedTarget;
      if (next instanceof Node && !isInside(next, anchor, panel)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    anchor.addEventListener('focusout', onFocusOut);
    panel.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      anchor.removeEventListener('focusout', onFocusOut);
      panel.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen, close, panelRef, triggerRef]);

  return {
    isOpen,
    isRendered: isOpen || isHoverPending || isOpening,
    state,
    panelId,
    open,
    close,
    getTriggerProps: (className) => ({
      className: joinClasses('flyout-trigger', className),
      'data-state': state,
      onPointerEnter: (event) => {
        if (enabled) loadContent();
        if (event.pointerType !== 'mouse' || !opensOnHover || !enabled || isOpen) return;
        setHoverPending(true);
        hoverTimer.start(
          () => {
            setHoverPending(false);
            open({ byHover: true });
          },
          getRemainingDelay(event.timeStamp, hoverDelayMs),
        );
      },
      onPointerLeave: () => {
        hoverTimer.stop();
        if (!isOpen) setHoverPending(false);
      },
      onFocus: () => {
        if (enabled) loadContent();
      },
      onTouchStart: () => {
        if (enabled) loadContent();
      },
    }),
    getToggleProps: () => ({
      'aria-expanded': isOpen,
      'aria-controls': isOpen ? panelId : undefined,
      'data-state': state,
      onClick: (event) => {
        // a click from the keyboard (Enter, Space) has no pointer and detail 0
        const fromKeyboard = event.detail === 0;
        if (!isOpen) {
          open({ focus: fromKeyboard });
          return;
        }
        const isMouse = (event.nativeEvent as PointerEvent).pointerType === 'mouse';
        if (isMouse && openedByHover.current) return;
        close({ returnFocus: fromKeyboard });
      },
    }),
    getPanelProps: (className) => ({
      id: panelId,
      className: joinClasses('flyout-panel', className),
      role: 'dialog',
      tabIndex: -1,
      hidden: !isOpen,
      popover: 'manual',
      'data-state': state,
    }),
    getOverlayProps: (className) => ({
      className: joinClasses('flyout-overlay', className),
      'aria-hidden': true,
      'data-state': state,
      onPointerEnter: () => overlayTimer.start(() => close(), OVERLAY_HOVER_CLOSE_MS),
      onPointerLeave: () => overlayTimer.stop(),
    }),
    getCloseButtonProps: () => ({ onClick: () => close({ returnFocus: true }) }),
  };
}
