export { Modal, type ModalHandle, type ModalProps, type ModalTriggerProps } from './modal';
export {
  DEFAULT_MODAL_SIZE,
  MODAL_SIZES,
  type ModalCloseReason,
  type ModalSize,
  wrapTabFocus,
} from './modal.logic';
