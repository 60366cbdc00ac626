import userEvent from '@testing-library/user-event';
import { screen } from 'shadow-dom-testing-library';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactIdle } from '../../../test/helpers/react-idle';
import { cleanupViews, renderView, type RenderedView } from '../../../test/helpers/render';
import { Button } from '../button/button';
import { Modal, type ModalHandle, type ModalProps } from './index';

beforeEach(() => {
  document.documentElement.removeAttribute('style');
});

afterEach(() => {
  cleanupViews();
  document.documentElement.removeAttribute('style');
});

function dialogOf(view: RenderedView): HTMLDialogElement {
  const dialog = view.shadow.querySelector('dialog');
  if (!dialog) throw new Error('no <dialog> rendered');
  return dialog;
}

function PreviewModal(props: Partial<ModalProps>) {
  return (
    <Modal
      title="Vorschau-Einstellungen"
      trigger={<button type="button">Vorschau</button>}
      footer={<button type="button">Übernehmen</button>}
      {...props}
    >
      <label>
        Datum <input type="date" />
      </label>
    </Modal>
  );
}

async function openWithTrigger(): Promise<HTMLElement> {
  const trigger = screen.getByShadowRole('button', { name: 'Vorschau' });
  await userEvent.setup().click(trigger);
  return trigger;
}

describe('Modal', () => {
  it('renders its trigger as a dialog opener and a closed dialog', async () => {
    const view = await renderView(<PreviewModal />);
    const trigger = screen.getByShadowRole('button', { name: 'Vorschau' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-controls')).toBe(dialogOf(view).id);
    expect(dialogOf(view).open).toBe(false);
    expect(dialogOf(view).dataset.state).toBe('closed');
    expect(screen.queryByShadowRole('dialog')).toBeNull();
  });

  it('opens as a modal labelled by its title when the trigger is clicked', async () => {
    const onOpen = vi.fn();
    const view = await renderView(<PreviewModal onOpen={onOpen} />);
    const showModal = vi.spyOn(dialogOf(view), 'showModal');
    const trigger = await openWithTrigger();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialogOf(view).open).toBe(true);
    expect(dialogOf(view).dataset.state).toBe('open');
    expect(screen.getByShadowRole('dialog', { name: 'Vorschau-Einstellungen' })).toBe(
      dialogOf(view),
    );
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('takes the design-system Button as its trigger, with the dialog opener attributes', async () => {
    const view = await renderView(<PreviewModal trigger={<Button>Vorschau</Button>} />);
    const trigger = screen.getByShadowRole('button', { name: 'Vorschau' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-controls')).toBe(dialogOf(view).id);
    await openWithTrigger();
    expect(dialogOf(view).open).toBe(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('does not open when the trigger prevents its click', async () => {
    const view = await renderView(
      <PreviewModal
        trigger={
          <button type="button" onClick={(event) => event.preventDefault()}>
            Vorschau
          </button>
        }
      />,
    );
    await openWithTrigger();
    expect(dialogOf(view).open).toBe(false);
  });

  it('has a close button named by common.close in the site language', async () => {
    await renderView(<PreviewModal defaultOpen />, { site: 'CH_FR' });
    expect(screen.getByShadowRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it('closes with the reason button from its close button', async () => {
    const onClose = vi.fn();
    const view = await renderView(<PreviewModal onClose={onClose} />);
    await openWithTrigger();
    await userEvent.setup().click(screen.getByShadowRole('button', { name: 'Schließen' }));
    expect(dialogOf(view).open).toBe(false);
    expect(dialogOf(view).dataset.state).toBe('closed');
    expect(onClose.mock.calls).toEqual([['button']]);
  });

  it('closes with the reason escape on the dialog cancel event and prevents the native close', async () => {
    const onClose = vi.fn();
    const view = await renderView(<PreviewModal onClose={onClose} />);
    await openWithTrigger();
    const cancel = new Event('cancel', { cancelable: true });
    dialogOf(view).dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(dialogOf(view).open).toBe(false));
    expect(onClose.mock.calls).toEqual([['escape']]);
  });

  describe('backdrop', () => {
    async function openWithBox(onClose: (reason: string) => void): Promise<HTMLDialogElement> {
      const view = await renderView(<PreviewModal onClose={onClose} />);
      await openWithTrigger();
      const dialog = dialogOf(view);
      vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 100, 400, 300));
      return dialog;
    }

    function press(target: Element, down: [number, number], up: [number, number]): void {
      const [downX, downY] = down;
      const [upX, upY] = up;
      target.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, clientX: downX, clientY: downY }),
      );
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: upX, clientY: upY }));
    }

    it('closes with the reason backdrop on a click outside the dialog box', async () => {
      const onClose = vi.fn();
      const dialog = await openWithBox(onClose);
      press(dialog, [20, 20], [20, 20]);
      await vi.waitFor(() => expect(dialog.open).toBe(false));
      expect(onClose.mock.calls).toEqual([['backdrop']]);
    });

    it('stays open on a click on the dialog box itself', async () => {
      const onClose = vi.fn();
      const dialog = await openWithBox(onClose);
      press(dialog, [200, 200], [200, 200]);
      // its listeners ran in the dispatch, and React has done what they asked for
      await reactIdle();
      expect(dialog.open).toBe(true);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('stays open when a press starts inside the box and ends outside', async () => {
      const onClose = vi.fn();
      const dialog = await openWithBox(onClose);
      press(dialog, [200, 200], [20, 20]);
      // its listeners ran in the dispatch, and React has done what they asked for
      await reactIdle();
      expect(dialog.open).toBe(true);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('stays open on a click in the content', async () => {
      const onClose = vi.fn();
      const dialog = await openWithBox(onClose);
      press(screen.getByShadowRole('button', { name: 'Übernehmen' }), [20, 20], [20, 20]);
      // its listeners ran in the dispatch, and React has done what they asked for
      await reactIdle();
      expect(dialog.open).toBe(true);
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  it('closes with the reason programmatic through its handle', async () => {
    const onClose = vi.fn();
    const ref = createRef<ModalHandle>();
    const view = await renderView(<PreviewModal ref={ref} onClose={onClose} />);
    ref.current?.open();
    await vi.waitFor(() => expect(dialogOf(view).open).toBe(true));
    ref.current?.close();
    await vi.waitFor(() => expect(dialogOf(view).open).toBe(false));
    expect(onClose.mock.calls).toEqual([['programmatic']]);
  });

  it('reports a native close from inside the content as programmatic', async () => {
    const onClose = vi.fn();
    const view = await renderView(<PreviewModal onClose={onClose} />);
    const trigger = await openWithTrigger();
    dialogOf(view).close();
    await vi.waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
    expect(onClose.mock.calls).toEqual([['programmatic']]);
  });

  it('returns focus to the trigger when it closes', async () => {
    const view = await renderView(<PreviewModal />);
    const trigger = await openWithTrigger();
    await userEvent.setup().click(screen.getByShadowRole('button', { name: 'Schließen' }));
    expect(view.shadow.activeElement).toBe(trigger);
  });

  it('wraps Tab from the last element to the first and Shift+Tab back', async () => {
    const view = await renderView(<PreviewModal />);
    await openWithTrigger();
    const user = userEvent.setup();
    const close = screen.getByShadowRole('button', { name: 'Schließen' });
    const apply = screen.getByShadowRole('button', { name: 'Übernehmen' });
    apply.focus();
    await user.keyboard('{Tab}');
    expect(view.shadow.activeElement).toBe(close);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(view.shadow.activeElement).toBe(apply);
  });

  it.each([
    { size: undefined, expected: 'M' },
    { size: 'S', expected: 'S' },
    { size: 'M', expected: 'M' },
    { size: 'L', expected: 'L' },
  ] as const)('renders size $size as data-size $expected', async ({ size, expected }) => {
    const view = await renderView(<PreviewModal size={size} />);
    expect(dialogOf(view).dataset.size).toBe(expected);
  });

  describe('controlled', () => {
    it('opens and closes with the open prop without reporting a close', async () => {
      const onClose = vi.fn();
      const view = await renderView(<PreviewModal trigger={undefined} open onClose={onClose} />);
      expect(dialogOf(view).open).toBe(true);
      view.rerender(<PreviewModal trigger={undefined} open={false} onClose={onClose} />);
      expect(dialogOf(view).open).toBe(false);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('asks to close through onClose and stays open until the prop changes', async () => {
      const onClose = vi.fn();
      const view = await renderView(<PreviewModal trigger={undefined} open onClose={onClose} />);
      await userEvent.setup().click(screen.getByShadowRole('button', { name: 'Schließen' }));
      expect(onClose.mock.calls).toEqual([['button']]);
      expect(dialogOf(view).open).toBe(true);
    });

    it('asks to open through onOpen when its trigger is clicked', async () => {
      const onOpen = vi.fn();
      const view = await renderView(<PreviewModal open={false} onOpen={onOpen} />);
      await openWithTrigger();
      expect(onOpen).toHaveBeenCalledTimes(1);
      expect(dialogOf(view).open).toBe(false);
    });
  });

  describe('page scroll lock', () => {
    const root = document.documentElement;

    it('hides the page overflow while open and restores it exactly on close', async () => {
      root.style.overflow = 'auto';
      await renderView(<PreviewModal />);
      await openWithTrigger();
      expect(root.style.overflow).toBe('hidden');
      await userEvent.setup().click(screen.getByShadowRole('button', { name: 'Schließen' }));
      expect(root.style.overflow).toBe('auto');
    });

    it('restores the page overflow when unmounted while open', async () => {
      const view = await renderView(<PreviewModal defaultOpen />);
      expect(root.style.overflow).toBe('hidden');
      view.unmount();
      expect(root.hasAttribute('style')).toBe(false);
    });

    it('restores the page overflow after two modals open in turn', async () => {
      root.style.overflow = 'scroll';
      const first = await renderView(<PreviewModal title="Erstes" />);
      const second = await renderView(<PreviewModal title="Zweites" />);
      const [firstTrigger, secondTrigger] = screen.getAllByShadowRole('button', {
        name: 'Vorschau',
      });
      const user = userEvent.setup();
      await user.click(firstTrigger as HTMLElement);
      await user.click(screen.getByShadowRole('button', { name: 'Schließen' }));
      expect(root.style.overflow).toBe('scroll');
      await user.click(secondTrigger as HTMLElement);
      expect(root.style.overflow).toBe('hidden');
      await user.click(screen.getByShadowRole('button', { name: 'Schließen' }));
      expect(root.style.overflow).toBe('scroll');
      expect(dialogOf(first).open).toBe(false);
      expect(dialogOf(second).open).toBe(false);
    });

    it('keeps the page locked while a second modal is still open', async () => {
      root.style.overflow = 'scroll';
      const first = await renderView(<PreviewModal title="Erstes" open />);
      const second = await renderView(<PreviewModal title="Zweites" open />);
      first.rerender(<PreviewModal title="Erstes" open={false} />);
      expect(root.style.overflow).toBe('hidden');
      second.rerender(<PreviewModal title="Zweites" open={false} />);
      expect(root.style.overflow).toBe('scroll');
    });
  });
});
