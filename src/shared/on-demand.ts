/**
 * Code a shopper needs only after acting (a flyout's body, the search suggestions) is loaded on
 * the first sign of that intent, not with the page (issue 15, the page's byte budget): the view
 * starts the import on pointerenter, focus or the key that opens, and shows a loading state
 * until it arrives. No idle-time prefetch: that would only move the bytes into the page.
 *
 * A failed import (a network blip) is logged and forgotten, so the next intent imports again:
 * an import() promise that rejected is never kept.
 *
 * The texts of such code load with it: the first on-demand import also loads the later part of
 * the locales' messages (i18n/message-parts.ts), and a module counts as loaded only when both
 * are there, so it never renders a missing text. A failed part is handled like a failed import.
 */
import { useCallback, useState } from 'react';
import { logger } from '../core/logger';
import { loadMessagesOnIntent } from '../../stores/site/index';

export interface OnDemandModule<T> {
  /** The module once it has loaded, else undefined. */
  loaded(): T | undefined;
  /** Starts the import, or joins the one under way; rejects (logged) when it fails. */
  load(): Promise<T>;
}

export interface OnDemandOptions {
  /**
   * The code loads on a condition known on load, not on intent (the header's app banner): it
   * does not wait for the later messages, and its texts are in the part loaded with the page.
   */
  readonly shownOnLoad?: boolean;
}

/** `what` names the code in the log ("the mini cart's panel"). */
export function onDemand<T>(
  what: string,
  importModule: () => Promise<T>,
  options: OnDemandOptions = {},
): OnDemandModule<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => module,
    load() {
      if (module !== undefined) return Promise.resolve(module);
      pending ??= Promise.all([
        importModule(),
        options.shownOnLoad ? undefined : loadMessagesOnIntent(),
      ]).then(
        ([value]) => {
          module = value;
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          logger.error(`Could not load ${what}; the next intent tries again`, { error });
          throw error;
        },
      );
      return pending;
    },
  };
}

export interface OnDemandState<T> {
  /** The module once it has loaded (by this view or any other), else undefined. */
  readonly module: T | undefined;
  /** The last import this view started failed, and no other has been started since. */
  readonly failed: boolean;
  /** Starts the import (a sign of intent); harmless when it has loaded or is under way. */
  readonly load: () => void;
}

/** A view's handle on an on-demand module: re-renders when the module arrives or fails. */
export function useOnDemand<T>(source: OnDemandModule<T>): OnDemandState<T> {
  const [module, setModule] = useState<T | undefined>(source.loaded);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    const loaded = source.loaded();
    if (loaded !== undefined) {
      setModule(() => loaded);
      return;
    }
    setFailed(false);
    source.load().then(
      (value) => setModule(() => value),
      () => setFailed(true),
    );
  }, [source]);
  return { module: module ?? source.loaded(), failed, load };
}
