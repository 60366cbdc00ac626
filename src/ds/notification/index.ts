export { Notification, type NotificationProps } from './notification';
export {
  NOTIFICATION_STATES,
  NOTIFICATION_VARIANTS,
  type NotificationState,
  type NotificationVariant,
} from './notification.logic';
