export { findFocusAfterClose, moveFocusOutOf, TABBABLE_SELECTOR } from './focus';
