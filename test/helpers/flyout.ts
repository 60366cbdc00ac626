/**
 * The flyout mechanism's delays as a browser test moves the hand clock (clock.ts) past them.
 */
import { FLYOUT_HOVER_DELAY_MS } from '../../src/core/config';
import { LAZY_BODY_BUSY_AFTER_MS } from '../../src/ds/flyout/use-flyout';

/**
 * How far a check that no flyout opened moves the clock: past the hover delay, then past the busy
 * delay of a panel still waiting for its code. An open that was asked for shows by then, its code
 * there or not, however busy the machine.
 */
export const PAST_FLYOUT_OPEN_DELAYS_MS = FLYOUT_HOVER_DELAY_MS + LAZY_BODY_BUSY_AFTER_MS;
