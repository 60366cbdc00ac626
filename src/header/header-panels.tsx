/**
 * The bodies of the header's store finder and user menu flyouts, one module loaded on the first
 * sign of intent at either icon: they share their links, rules and styles (header-panels.*), and
 * as one chunk they cost less than as three (each chunk compresses on its own).
 */
export { StoreFinderPanel } from './store-finder-panel';
export { UserMenuPanel } from './user-menu-panel';
