import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { waitFor } from '../../../test/helpers/dom';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Checkbox, type CheckboxProps } from './checkbox';

const checkbox = (name: string): HTMLInputElement =>
  screen.getByShadowRole('checkbox', { name }) as HTMLInputElement;

async function clickAtCentre(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
  });
}

describe('Checkbox in Chromium', () => {
  afterEach(async () => {
    cleanupViews();
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('is reached with Tab and toggled with Space', async () => {
    await renderView(<Checkbox label="Angebote erhalten" />);
    await sendKeys({ press: 'Tab' });
    const input = checkbox('Angebote erhalten');
    expect(input.matches(':focus')).to.equal(true);
    await sendKeys({ press: 'Space' });
    await waitFor(() => input.checked, { message: 'checked by Space' });
    expect(input.checked).to.equal(true);
    await sendKeys({ press: 'Space' });
    await waitFor(() => !input.checked, { message: 'unchecked by Space' });
    expect(input.checked).to.equal(false);
  });

  it('shows a focus ring on the indicator when reached by keyboard', async () => {
    const view = await renderView(<Checkbox label="Angebote erhalten" />);
    await sendKeys({ press: 'Tab' });
    const indicator = view.shadow.querySelector('[part="checkbox-indicator"]') as HTMLElement;
    expect(getComputedStyle(indicator).outlineStyle).to.equal('solid');
  });

  it('toggles when the visible indicator is clicked', async () => {
    const view = await renderView(<Checkbox label="Angebote erhalten" />);
    await clickAtCentre(view.shadow.querySelector('[part="checkbox-indicator"]') as Element);
    await waitFor(() => checkbox('Angebote erhalten').checked, { message: 'checked by a click' });
    expect(checkbox('Angebote erhalten').checked).to.equal(true);
  });

  it('toggles when the label text is clicked', async () => {
    await renderView(<Checkbox label="Angebote erhalten" />);
    await clickAtCentre(screen.getByShadowText('Angebote erhalten'));
    await waitFor(() => checkbox('Angebote erhalten').checked, { message: 'checked by a click' });
    expect(checkbox('Angebote erhalten').checked).to.equal(true);
  });

  it('draws the check mark only when checked', async () => {
    const view = await renderView(<Checkbox label="Angebote erhalten" />);
    const indicator = view.shadow.querySelector('[part="checkbox-indicator"]') as HTMLElement;
    expect(getComputedStyle(indicator, '::after').content).to.equal('none');
    checkbox('Angebote erhalten').click();
    await waitFor(() => getComputedStyle(indicator, '::after').content !== 'none', {
      message: 'the check mark drawn',
    });
    expect(getComputedStyle(indicator, '::after').content).to.equal('""');
  });

  it('is skipped by Tab and ignores Space when disabled', async () => {
    await renderView(
      <>
        <Checkbox label="Gesperrt" disabled />
        <Checkbox label="Offen" />
      </>,
    );
    await sendKeys({ press: 'Tab' });
    expect(checkbox('Offen').matches(':focus')).to.equal(true);
    expect(checkbox('Gesperrt').checked).to.equal(false);
  });

  it('has its error read as its description', async () => {
    await renderView(<Checkbox label="Ich stimme zu" required error="Bitte stimmen Sie zu." />);
    const input = checkbox('Ich stimme zu');
    expect(
      (input.ariaDescribedByElements ?? []).map((element) => element.textContent),
    ).to.deep.equal(['Bitte stimmen Sie zu.']);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
  });

  describe('axe', () => {
    const states: ReadonlyArray<readonly [string, Partial<CheckboxProps>]> = [
      ['default', {}],
      ['default checked', { defaultChecked: true }],
      ['with hint', { hint: 'Jederzeit widerrufbar.' }],
      ['valid', { state: 'valid', defaultChecked: true }],
      ['error', { error: 'Bitte stimmen Sie zu.' }],
      ['disabled', { disabled: true }],
      ['disabled checked', { disabled: true, defaultChecked: true }],
      ['required', { required: true }],
    ];
    for (const [state, props] of states) {
      it(`finds no violations: ${state}`, async () => {
        const view = await renderView(<Checkbox label="Angebote erhalten" {...props} />);
        await expectNoAxeViolations(view.host);
      });
    }

    it('finds no violations with a link in the label', async () => {
      const view = await renderView(
        <Checkbox
          label={
            <>
              Ich akzeptiere die <a href="#privacy">Datenschutzhinweise</a>
            </>
          }
          required
        />,
      );
      await expectNoAxeViolations(view.host);
    });
  });
});
