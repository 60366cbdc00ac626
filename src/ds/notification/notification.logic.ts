/** Pure rules of the design-system notification (spec footer §3, §4 "Design-system components"). */
import type { IconName } from '../icon-button/icons';

export const NOTIFICATION_STATES = ['info', 'success', 'error', 'warning'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const NOTIFICATION_VARIANTS = ['banner', 'copysize', 'footnotesize'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

export type LiveRole = 'alert' | 'status';

/**
 * The live region a notification's message sits in.
 * - error: role="alert" (assertive): something failed and the user must act.
 * - warning: role="alert" as well. The shop's warnings answer the user's own action with less
 *   than they asked for (a cart or item limit reached, a quantity no longer available, a defective
 *   article): the user has to hear it before going on, not after the screen reader finishes
 *   reading something else. role="alert" is also the one role that screen readers announce
 *   reliably when the element is inserted with its text already in it, which is how a
 *   notification appears.
 * - info and success: role="status" (polite): confirmations that can wait their turn.
 */
export function getLiveRole(state: NotificationState): LiveRole {
  switch (state) {
    case 'error':
    case 'warning':
      return 'alert';
    case 'info':
    case 'success':
      return 'status';
    default:
      return state satisfies never;
  }
}

export function getStateIcon(state: NotificationState): IconName {
  switch (state) {
    case 'info':
      return 'info';
    case 'success':
      return 'check';
    case 'error':
      return 'error';
    case 'warning':
      return 'warning';
    default:
      return state satisfies never;
  }
}
