/**
 * The promotion store as tests wait on it, in unit and browser tests alike.
 */
import { $promotions } from '../../stores/promotions/index';

/** Every promotion asked for has its answer in the store (a failed one is loaded as none). */
export function arePromotionsLoaded(): boolean {
  const entries = Object.values($promotions.get());
  return entries.length > 0 && entries.every((entry) => entry.status === 'loaded');
}
