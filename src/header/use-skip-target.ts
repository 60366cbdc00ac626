import { useCallback, useEffect, useRef, type MouseEvent } from 'react';

/** The id the skip link gives the page's main content when it has none. */
export const MAIN_CONTENT_ID = 'shop-main-content';

/**
 * The skip link's target: the page's main content (<main>, role=main, #main or #content); without
 * one, whatever follows the header in the page. It gets an id when it has none (so the link is a
 * real in-page link) and tabindex=-1 when the jump needs it to take focus.
 */
function findMainContent(host: HTMLElement): HTMLElement | undefined {
  const main = document.querySelector<HTMLElement>('main, [role="main"], #main, #content');
  if (main) return main;
  let next = host.nextElementSibling ?? host.parentElement?.nextElementSibling ?? null;
  while (next && !(next instanceof HTMLElement)) next = next.nextElementSibling;
  return next ?? undefined;
}

function getSkipTarget(host: HTMLElement): HTMLElement | undefined {
  const target = findMainContent(host);
  if (target && target.id === '') target.id = MAIN_CONTENT_ID;
  return target;
}

/**
 * The skip link's props, its work on the host page: the page's main content may be parsed after
 * the header, so it is looked up on mount and on focus, and the link pointed at its id; a click
 * moves the focus there (and scrolls it into view).
 */
export function useSkipTarget(host: HTMLElement) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const aim = useCallback((): HTMLElement | undefined => {
    const target = getSkipTarget(host);
    if (target) linkRef.current?.setAttribute('href', `#${target.id}`);
    return target;
  }, [host]);
  useEffect(() => void aim(), [aim]);
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    const target = aim();
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  };
  return { ref: linkRef, href: `#${MAIN_CONTENT_ID}`, onClick, onFocus: aim };
}
