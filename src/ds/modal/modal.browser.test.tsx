import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { nextFrames, waitFor } from '../../../test/helpers/dom';
import { cleanupViews, renderView, type RenderedView } from '../../../test/helpers/render';
import { MODAL_SIZES, Modal, type ModalCloseReason, type ModalProps } from './index';

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

function dialogOf(view: RenderedView): HTMLDialogElement {
  const dialog = view.shadow.querySelector('dialog');
  if (!dialog) throw new Error('no <dialog> rendered');
  return dialog;
}

function button(name: string): HTMLButtonElement {
  return screen.getByShadowRole('button', { name }) as HTMLButtonElement;
}

/**
 * A short description of an element for assertions: comparing elements directly makes a failing
 * assertion serialise the element (with its React fiber) and stalls the test run.
 */
function label(element: Element | null): string {
  if (!element) return 'nothing';
  const name = element.getAttribute('aria-label') ?? element.getAttribute('type') ?? '';
  const text = element.localName === 'button' && !element.hasAttribute('aria-label');
  return `${element.localName} ${text ? (element.textContent ?? '') : name}`.trim();
}

/** Opens the modal with a real click on its trigger and waits until it is shown. */
async function openByClick(view: RenderedView): Promise<void> {
  const trigger = button('Vorschau');
  const box = trigger.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
  });
  const dialog = dialogOf(view);
  await waitFor(() => dialog.open, { message: 'the dialog to open' });
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
}

describe('Modal in Chromium', () => {
  let reasons: ModalCloseReason[] = [];
  const onClose = (reason: ModalCloseReason): void => {
    reasons.push(reason);
  };

  beforeEach(() => {
    reasons = [];
  });

  afterEach(async () => {
    cleanupViews();
    await resetMouse();
  });

  it('moves focus into the dialog when it opens', async () => {
    const view = await renderView(<PreviewModal onClose={onClose} />);
    await openByClick(view);
    expect(dialogOf(view).contains(view.shadow.activeElement)).to.equal(true);
    expect(label(view.shadow.activeElement)).to.equal('button Schließen');
    // the page behind is inert: the trigger cannot take focus while the modal is open
    button('Vorschau').focus();
    expect(label(view.shadow.activeElement)).to.equal('button Schließen');
  });

  it('wraps Tab from the last element to the first', async () => {
    const view = await renderView(<PreviewModal onClose={onClose} />);
    await openByClick(view);
    button('Übernehmen').focus();
    await sendKeys({ press: 'Tab' });
    expect(label(view.shadow.activeElement)).to.equal('button Schließen');
    await sendKeys({ press: 'Tab' });
    expect(label(view.shadow.activeElement)).to.equal('input date');
  });

  it('wraps Shift+Tab from the first element to the last', async () => {
    const view = await renderView(<PreviewModal onClose={onClose} />);
    await openByClick(view);
    expect(label(view.shadow.activeElement)).to.equal('button Schließen');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(label(view.shadow.activeElement)).to.equal('button Übernehmen');
  });

  it('keeps focus inside through a full round of Tab presses', async () => {
    const view = await renderView(<PreviewModal onClose={onClose} />);
    await openByClick(view);
    const dialog = dialogOf(view);
    for (let press = 0; press < 8; press += 1) {
      await sendKeys({ press: 'Tab' });
      expect(dialog.contains(view.shadow.activeElement), `after Tab ${press + 1}`).to.equal(true);
    }
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const view = await renderView(<PreviewModal onClose={onClose} />);
    await openByClick(view);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(view).open, { message: 'the dialog to close' });
    expect(reasons).to.deep.equal(['escape']);
    expect(label(view.shadow.activeElement)).to.equal('button Vorschau');
  });

  it('closes with the close button and returns focus to the trigger', async () => {
    const view = await renderView(<PreviewModal onClose={onClose} />);
    await openByClick(view);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !dialogOf(view).open, { message: 'the dialog to close' });
    expect(reasons).to.deep.equal(['button']);
    expect(label(view.shadow.activeElement)).to.equal('button Vorschau');
  });

  it('closes on a click on the backdrop outside the dialog box', async () => {
    const view = await renderView(<PreviewModal size="S" onClose={onClose} />);
    await openByClick(view);
    const box = dialogOf(view).getBoundingClientRect();
    expect(box.left).to.be.greaterThan(10);
    await sendMouse({ type: 'click', position: [5, 5] });
    await waitFor(() => !dialogOf(view).open, { message: 'the dialog to close' });
    expect(reasons).to.deep.equal(['backdrop']);
    expect(label(view.shadow.activeElement)).to.equal('button Vorschau');
  });

  it('stays open on a click inside the dialog box', async () => {
    const view = await renderView(<PreviewModal size="S" onClose={onClose} />);
    await openByClick(view);
    const heading = screen.getByShadowRole('heading', { name: 'Vorschau-Einstellungen' });
    const box = heading.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + 5), Math.round(box.top + box.height / 2)],
    });
    // the click has been handled and what it changed drawn
    await nextFrames();
    expect(dialogOf(view).open).to.equal(true);
    expect(reasons).to.deep.equal([]);
  });

  it('locks the page scroll while open and restores it after closing', async () => {
    const before = document.documentElement.getAttribute('style');
    const view = await renderView(<PreviewModal onClose={onClose} />);
    await openByClick(view);
    expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(view).open, { message: 'the dialog to close' });
    expect(document.documentElement.getAttribute('style')).to.equal(before);
    expect(before).to.equal(null);
  });

  it('shows the dialog above the page in the top layer from inside a shadow root', async () => {
    const view = await renderView(<PreviewModal onClose={onClose} />);
    await openByClick(view);
    const dialog = dialogOf(view);
    expect(dialog.matches(':modal')).to.equal(true);
    const box = dialog.getBoundingClientRect();
    const hit = view.shadow.elementFromPoint(box.left + box.width / 2, box.top + 10);
    expect(dialog.contains(hit)).to.equal(true);
  });

  describe('axe', () => {
    it('finds no violations with the modal closed', async () => {
      const view = await renderView(<PreviewModal />);
      await expectNoAxeViolations(view.host);
    });

    for (const size of MODAL_SIZES) {
      it(`finds no violations with the modal open in size ${size}`, async () => {
        const view = await renderView(<PreviewModal size={size} />);
        await openByClick(view);
        await expectNoAxeViolations(view.host);
      });
    }

    it('finds no violations with a controlled modal open without trigger or footer', async () => {
      const view = await renderView(
        <Modal title="Hinweis" open onClose={onClose}>
          <p>Ihre Einstellungen wurden übernommen.</p>
        </Modal>,
      );
      await Promise.all(
        dialogOf(view)
          .getAnimations()
          .map((animation) => animation.finished),
      );
      await expectNoAxeViolations(view.host);
    });
  });
});
