/**
 * A promotion's legal hint (spec header "Promotion blocks": a legal text with a hint that opens
 * and closes it; it closes on scroll down, on flyout open, on navigation open). One block's legal
 * text is open at a time (the owner is the block's id); it closes on the hint button, on a scroll
 * down, and whenever a flyout or the navigation opens or closes ($flyoutState holds the icon
 * flyouts, the navigation and the campaign row's details alike, so a hint opened inside the
 * details stays open until they close). The listeners exist only while a hint is open. Loaded
 * with the full blocks (src/promotions/promotions.tsx), on intent: nothing on a page's load
 * shows a legal text.
 */
import { atom } from 'nanostores';
import { $flyoutState } from '../flyout/index';

/** The owner (a block's id) whose legal text is open, or undefined. */
export const $openLegalHint = atom<string | undefined>(undefined);

let stopClosingRules: (() => void) | undefined;

function startClosingRules(): void {
  if (stopClosingRules) return;
  let lastScrollY = window.scrollY;
  const onScroll = (): void => {
    const scrollY = window.scrollY;
    if (scrollY > lastScrollY) closeLegalHint();
    else lastScrollY = scrollY;
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  const stopListening = $flyoutState.listen(() => closeLegalHint());
  stopClosingRules = () => {
    window.removeEventListener('scroll', onScroll);
    stopListening();
    stopClosingRules = undefined;
  };
}

export function openLegalHint(owner: string): void {
  $openLegalHint.set(owner);
  startClosingRules();
}

/** Closes the open legal text, or only `owner`'s when given. */
export function closeLegalHint(owner?: string): void {
  if (owner !== undefined && $openLegalHint.get() !== owner) return;
  $openLegalHint.set(undefined);
  stopClosingRules?.();
}

export function toggleLegalHint(owner: string): void {
  if ($openLegalHint.get() === owner) closeLegalHint();
  else openLegalHint(owner);
}
