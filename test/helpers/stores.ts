/**
 * The stores with a lifecycle (nanostores onMount: window listeners, the cart's sync) end it one
 * second after their last subscriber leaves (nanostores' STORE_UNMOUNT_DELAY). A test that removes
 * its elements would leave that clean-up to run in the next test, which then finds the stores
 * still mounted or not depending on how long the machine took between the two, or after the test
 * file's environment is gone (`window is not defined`). releaseStores() runs it at once: no
 * listener outlives its test and every test starts with these stores unmounted.
 */
import { cleanStores } from 'nanostores';
import { $appBanner } from '../../stores/app-banner/index';
import { $cart } from '../../stores/cart/index';
import { $derivedPlatform, $viewportWidth } from '../../stores/site/index';

/** Ends the store lifecycles a test's elements started; call after removing them. */
export function releaseStores(): void {
  // the computed first: it lets go of the width it listens to, then the width's own lifecycle ends
  cleanStores($derivedPlatform, $viewportWidth, $cart, $appBanner);
}
