export {
  Modal,
  type ModalHandle,
  type ModalProps,
  type ModalTriggerProps,
  type ModalVariant,
} from './modal';
export {
  DEFAULT_MODAL_SIZE,
  MODAL_SIZES,
  type ModalCloseReason,
  type ModalSize,
} from './modal.logic';
