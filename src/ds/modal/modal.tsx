/**
 * Modal dialog on the native <dialog> opened with showModal(): focus moves into it, the page
 * behind is inert and the dialog sits in the top layer above everything, also from inside the
 * element's shadow root. On top of the platform it adds what the platform leaves open:
 * - a close button (common.close) in the header, a backdrop click (outside the dialog box, with
 *   the press also starting outside) and Escape (the `cancel` event) close it;
 * - Tab and Shift+Tab wrap inside the dialog (Chromium lets Tab leave a modal dialog for the
 *   browser UI; the order through shadow roots is the composed one);
 * - focus returns to the opener (the trigger, or whatever had focus when it opened);
 * - the page scroll is locked while it is open (overflow hidden on the root element, the exact
 *   previous value restored after the last open modal closes, also on unmount).
 *
 * Two variants: `centered` (the default: a box in the middle of the window, sized S, M or L) and
 * `side-sheet` (full height from the window's start edge, as the phone navigation's drawer: the
 * caller's `className` gives it its width and its slide; no fade). A side sheet without `title`
 * has no heading: `label` names it (aria-label) and its header holds the close button alone. Its
 * whole box scrolls, header included.
 *
 * Escape is handled on keydown (unless something inside already handled it, defaultPrevented):
 * Chromium lets a page cancel the dialog's own close request only once per user activation, and
 * Escape is none, so a controlled modal that answers Escape otherwise than by closing (the
 * drawer steps back a level) would be closed by the second one. The `cancel` event (a close
 * request such as Android's back) is the same request.
 *
 * Open and close it either with a `trigger` (`<Modal trigger={<Button>Preview settings</Button>}>`,
 * uncontrolled, `defaultOpen` for the first state) or controlled with `open`: then `onOpen` and
 * `onClose(reason)` are requests and the parent decides by changing `open`; setting `open` to
 * false yourself does not call `onClose`. Uncontrolled, `onOpen`/`onClose` report what happened.
 * A `ref` gives `{ open(), close() }`; `close()` reports the reason 'programmatic'.
 * The modal dispatches no DOM events itself: the element decides about `modal-closed`.
 *
 * The trigger element must pass `onClick` and the aria-* props it is given on to its button.
 *
 * Part names carry the component's name: every component renders into the one shadow root of
 * its element, so a bare `header` or `title` would also match the expansion panel's.
 *
 * @csspart modal-dialog - the <dialog> box (data-size S|M|L, data-variant centered|side-sheet,
 *   data-state open|closed); style its backdrop with ::part(modal-dialog)::backdrop
 * @csspart modal-header - the row with title and close button
 * @csspart modal-title - the heading that labels the dialog
 * @csspart modal-close-button - the close button (the design system's icon button, part
 *   icon-button too)
 * @csspart modal-body - the scrollable content
 * @csspart modal-footer - the optional footer row (actions)
 *
 * @cssproperty --se-modal-width-s - width of size S (default 400px)
 * @cssproperty --se-modal-width-m - width of size M (default 640px)
 * @cssproperty --se-modal-width-l - width of size L (default 960px)
 */
import {
  cloneElement,
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type MouseEvent as ReactMouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useTranslate } from '../../shared/shop-context';
import { lockScroll } from '../../shared/scroll-lock';
import { useStyles } from '../../shared/use-styles';
import { IconButton } from '../icon-button/index';
import { useControllableState } from '../internal/use-controllable-state';
import css from './modal.css?inline';
import {
  DEFAULT_MODAL_SIZE,
  getDeepActiveElement,
  getModalState,
  isOutsideBox,
  type ModalCloseReason,
  type ModalSize,
  wrapTabFocus,
} from './modal.logic';

export interface ModalHandle {
  /** Opens the modal (controlled: asks through onOpen). */
  open(): void;
  /** Closes the modal with the reason 'programmatic' (controlled: asks through onClose). */
  close(): void;
}

/** What the trigger element receives; it must put them on its button. */
export interface ModalTriggerProps {
  onClick?: (event: ReactMouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

export type ModalVariant = 'centered' | 'side-sheet';

export interface ModalProps {
  /** The dialog's heading; it labels the dialog (aria-labelledby). Without it, `label` does. */
  readonly title?: ReactNode;
  /** The dialog's name when it has no `title` heading (aria-label). */
  readonly label?: string;
  /** Default 'centered'. */
  readonly variant?: ModalVariant;
  /** The <dialog>'s id (default: one of its own), for an opener outside `trigger`. */
  readonly id?: string;
  /** A class on the <dialog>, for the caller's own look (a side sheet's width, its slide). */
  readonly className?: string;
  /** Where focus returns on close (default: what had focus when it opened). */
  readonly returnFocusRef?: RefObject<HTMLElement | null>;
  readonly children?: ReactNode;
  /** Actions shown below the content. */
  readonly footer?: ReactNode;
  readonly size?: ModalSize;
  /** A button element that opens the modal; rendered in place of the modal. */
  readonly trigger?: ReactElement<ModalTriggerProps>;
  /** Controlled open state. */
  readonly open?: boolean;
  /** Uncontrolled initial state. */
  readonly defaultOpen?: boolean;
  /** Uncontrolled: the modal opened. Controlled: the trigger or handle asks to open. */
  readonly onOpen?: () => void;
  /** Uncontrolled: the modal closed, and why. Controlled: a request to close, and why. */
  readonly onClose?: (reason: ModalCloseReason) => void;
  /** Level of the title heading (default 2). */
  readonly headingLevel?: 2 | 3 | 4;
  readonly ref?: Ref<ModalHandle>;
}

export function Modal({
  title,
  label,
  variant = 'centered',
  id: dialogIdProp,
  className,
  returnFocusRef,
  children,
  footer,
  size = DEFAULT_MODAL_SIZE,
  trigger,
  open,
  defaultOpen = false,
  onOpen,
  onClose,
  headingLevel = 2,
  ref,
}: ModalProps) {
  useStyles(css);
  const t = useTranslate();
  const id = useId();
  const dialogId = dialogIdProp ?? `${id}-dialog`;
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** Set while the modal closes its own <dialog>, whose `close` event is then no request. */
  const closingRef = useRef(false);
  // no onChange: opening and closing report through onOpen and onClose(reason) instead
  const [isOpen, setOpen] = useControllableState({ prop: open, defaultProp: defaultOpen });

  const requestOpen = (): void => {
    if (isOpen) return;
    setOpen(true);
    onOpen?.();
  };

  const requestClose = (reason: ModalCloseReason): void => {
    if (!isOpen) return;
    setOpen(false);
    onClose?.(reason);
  };

  useImperativeHandle(ref, () => ({
    open: () => requestOpen(),
    close: () => requestClose('programmatic'),
  }));

  // open and close the native dialog; a layout effect, so it is in the top layer before paint
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    // focus returns to the opener: the element focused when the modal opens
    const focused = returnFocusRef ? returnFocusRef.current : getDeepActiveElement();
    const returnFocusTo = focused instanceof HTMLElement ? focused : null;
    // showModal throws on a dialog that is not in a document (an element not yet connected)
    if (!dialog.open && dialog.isConnected) dialog.showModal();
    const unlockScroll = lockScroll();
    return () => {
      unlockScroll();
      if (dialog.open) {
        closingRef.current = true;
        dialog.close();
        closingRef.current = false;
      }
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [isOpen, returnFocusRef]);

  const onCancel = useEffectEvent((event: Event) => {
    // Escape: the dialog's close request. Prevented, so the open state stays ours; Chromium
    // may still close a dialog whose cancel is not cancelable, which requestClose also covers.
    event.preventDefault();
    requestClose('escape');
  });

  const onNativeClose = useEffectEvent(() => {
    // closed by other means than this component, e.g. a <form method="dialog"> in the content
    if (!closingRef.current) requestClose('programmatic');
  });

  const pointerDownOutsideRef = useRef(false);
  const isOnBackdrop = (dialog: HTMLDialogElement, event: MouseEvent): boolean =>
    event.target === dialog &&
    isOutsideBox(dialog.getBoundingClientRect(), { x: event.clientX, y: event.clientY });

  const onPointerDown = useEffectEvent((event: PointerEvent) => {
    const dialog = dialogRef.current;
    pointerDownOutsideRef.current = dialog !== null && isOnBackdrop(dialog, event);
  });

  const onClick = useEffectEvent((event: MouseEvent) => {
    const dialog = dialogRef.current;
    // a press that starts in the content and ends on the backdrop (selecting text) is no close
    const startedOutside = pointerDownOutsideRef.current;
    pointerDownOutsideRef.current = false;
    if (dialog && startedOutside && isOnBackdrop(dialog, event)) requestClose('backdrop');
  });

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const dialog = dialogRef.current;
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // the dialog's close request, asked for here (see above) and so not raised as `cancel`
      event.preventDefault();
      requestClose('escape');
      return;
    }
    if (!dialog || event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (wrapTabFocus(dialog, event.shiftKey)) event.preventDefault();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const listeners = [
      ['cancel', onCancel],
      ['close', onNativeClose],
      ['pointerdown', onPointerDown],
      ['click', onClick],
      ['keydown', onKeyDown],
    ] as const;
    for (const [type, listener] of listeners) {
      dialog.addEventListener(type, listener as EventListener);
    }
    return () => {
      for (const [type, listener] of listeners) {
        dialog.removeEventListener(type, listener as EventListener);
      }
    };
  }, []);

  const triggerNode = trigger
    ? cloneElement(trigger, {
        onClick(event: ReactMouseEvent<HTMLElement>) {
          trigger.props.onClick?.(event);
          if (event.defaultPrevented) return;
          // Safari does not focus a clicked button; focus is what returns to the opener
          event.currentTarget.focus();
          requestOpen();
        },
        'aria-haspopup': 'dialog',
        'aria-expanded': isOpen,
        'aria-controls': dialogId,
      })
    : null;

  const Heading = `h${headingLevel}` as const;

  return (
    <>
      {triggerNode}
      <dialog
        ref={dialogRef}
        part="modal-dialog"
        id={dialogId}
        className={className}
        aria-labelledby={title === undefined ? undefined : titleId}
        aria-label={title === undefined ? label : undefined}
        data-size={size}
        data-variant={variant}
        data-state={getModalState(isOpen)}
      >
        <div part="modal-header">
          {title !== undefined && (
            <Heading part="modal-title" id={titleId}>
              {title}
            </Heading>
          )}
          <IconButton
            label={t('common.close')}
            icon="close"
            part="modal-close-button"
            onClick={() => requestClose('button')}
          />
        </div>
        <div part="modal-body">{children}</div>
        {footer === undefined ? null : <div part="modal-footer">{footer}</div>}
      </dialog>
    </>
  );
}
