/**
 * The design-system notification (spec footer §3, §4 "Design-system components"): a message
 * with a state (info, success, error, warning), shown as a banner or inline at copy or footnote
 * size, optionally closable.
 *
 * - The message sits in a live region: role="alert" for errors and warnings, role="status" for
 *   info and success (see getLiveRole for why warnings are assertive). The close button is
 *   outside the live region, so its name is not read with the message.
 * - Each state has an icon (decorative) and a visually hidden state word read before the
 *   message (ds.notification.state.*), so the state is not conveyed by colour and icon alone.
 * - `isClosable` adds a close button (ds.notification.close). Closing hides the notification
 *   and calls onClose. If focus was inside it, focus moves to the next tabbable element after
 *   it (else the nearest before it), so a keyboard user does not land on the page's start.
 *
 * @csspart notification - The notification box; data-state is the state, data-variant the variant.
 * @csspart notification-icon - The state icon.
 * @csspart notification-message - The live region around the message.
 * @csspart notification-close - The close button (an icon button).
 */
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslate } from '../../shared/shop-context';
import { useStyles } from '../../shared/use-styles';
import { IconButton } from '../icon-button/icon-button';
import { Icon } from '../icon-button/icons';
import type { MessageKey } from '../../../i18n/types';
import { moveFocusOutOf } from '../focus/index';
import css from './notification.css?inline';
import {
  getLiveRole,
  getStateIcon,
  type NotificationState,
  type NotificationVariant,
} from './notification.logic';

/**
 * The state in words, read before the message: the icon and colour alone are only visual. Here,
 * not in notification.logic.ts, which the app banner loads with the page: these texts load with
 * the code loaded on intent that shows a notification (i18n/message-parts.ts).
 */
export function getStateLabelKey(state: NotificationState): MessageKey {
  switch (state) {
    case 'info':
      return 'ds.notification.state.info';
    case 'success':
      return 'ds.notification.state.success';
    case 'error':
      return 'ds.notification.state.error';
    case 'warning':
      return 'ds.notification.state.warning';
    default:
      return state satisfies never;
  }
}

export interface NotificationProps {
  readonly children: ReactNode;
  /** Default 'info'. */
  readonly state?: NotificationState;
  /** Default 'banner'. */
  readonly variant?: NotificationVariant;
  /** Shows a close button; closing hides the notification. */
  readonly isClosable?: boolean;
  /** Called once the user closes the notification. */
  readonly onClose?: () => void;
  readonly id?: string;
}

type Visibility = 'open' | 'closed';

export function Notification({
  children,
  state = 'info',
  variant = 'banner',
  isClosable = false,
  onClose,
  id,
}: NotificationProps): ReactElement | null {
  useStyles(css);
  const t = useTranslate();
  const [visibility, setVisibility] = useState<Visibility>('open');
  const rootRef = useRef<HTMLDivElement>(null);

  function close(): void {
    // before it leaves the DOM (also when onClose unmounts it)
    moveFocusOutOf(rootRef.current);
    setVisibility('closed');
    onClose?.();
  }

  if (visibility === 'closed') return null;

  return (
    <div
      ref={rootRef}
      id={id}
      part="notification"
      className="notification"
      data-state={state}
      data-variant={variant}
    >
      <Icon
        name={getStateIcon(state)}
        part="icon notification-icon"
        className="notification__icon"
      />
      <div part="notification-message" className="notification__message" role={getLiveRole(state)}>
        <span className="notification__state se-visually-hidden">{`${t(getStateLabelKey(state))}: `}</span>
        {children}
      </div>
      {isClosable && (
        <IconButton
          label={t('ds.notification.close')}
          icon="close"
          part="notification-close"
          onClick={close}
        />
      )}
    </div>
  );
}
