import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { waitFor } from '../../../test/helpers/dom';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Radio, RadioGroup, type RadioGroupProps } from './radio';

function Salutation(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup legend="Anrede" {...props}>
      <Radio value="MRS" label="Frau" />
      <Radio value="MR" label="Herr" />
      <Radio value="COMPANY" label="Firma" disabled />
      <Radio value="DIVERS" label="Divers" />
    </RadioGroup>
  );
}

const radio = (name: string): HTMLInputElement =>
  screen.getByShadowRole('radio', { name }) as HTMLInputElement;

/** The element focused inside the view's shadow root. */
function focused(): Element | null {
  return (radio('Frau').getRootNode() as ShadowRoot).activeElement;
}

async function clickAtCentre(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
  });
}

describe('RadioGroup in Chromium', () => {
  afterEach(async () => {
    cleanupViews();
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('moves and selects with the arrow keys, skipping disabled radios and wrapping', async () => {
    const changes: string[] = [];
    await renderView(<Salutation onValueChange={(value) => changes.push(value)} />);
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(radio('Frau'));
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => radio('Herr').checked, { message: 'Herr selected by ArrowDown' });
    expect(radio('Herr').checked).to.equal(true);
    expect(focused()).to.equal(radio('Herr'));
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => radio('Divers').checked, { message: 'Divers selected by ArrowRight' });
    // Firma is disabled
    expect(radio('Divers').checked).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => radio('Frau').checked, { message: 'Frau selected by ArrowDown' });
    expect(radio('Frau').checked).to.equal(true);
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => radio('Divers').checked, { message: 'Divers selected by ArrowUp' });
    expect(radio('Divers').checked).to.equal(true);
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => radio('Herr').checked, { message: 'Herr selected by ArrowLeft' });
    expect(radio('Herr').checked).to.equal(true);
    expect(changes).to.deep.equal(['MR', 'DIVERS', 'MRS', 'DIVERS', 'MR']);
  });

  it('is one tab stop: Tab enters at the checked radio and leaves the group', async () => {
    await renderView(
      <>
        <Salutation defaultValue="DIVERS" />
        <button type="button">Weiter</button>
      </>,
    );
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(radio('Divers'));
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(screen.getByShadowRole('button', { name: 'Weiter' }));
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(focused()).to.equal(radio('Divers'));
  });

  it('selects with Space when none is checked', async () => {
    await renderView(<Salutation />);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Space' });
    await waitFor(() => radio('Frau').checked, { message: 'Frau selected by Space' });
    expect(radio('Frau').checked).to.equal(true);
  });

  it('selects when the visible indicator is clicked', async () => {
    const view = await renderView(<Salutation />);
    const indicators = view.shadow.querySelectorAll('[part="radio-indicator"]');
    await clickAtCentre(indicators[1] as Element);
    await waitFor(() => radio('Herr').checked, { message: 'Herr selected by a click' });
    expect(radio('Herr').checked).to.equal(true);
  });

  it('shows a focus ring on the indicator when reached by keyboard', async () => {
    const view = await renderView(<Salutation />);
    await sendKeys({ press: 'Tab' });
    const indicator = view.shadow.querySelector('[part="radio-indicator"]') as HTMLElement;
    expect(getComputedStyle(indicator).outlineStyle).to.equal('solid');
  });

  it('has its error read as the group description', async () => {
    await renderView(<Salutation required error="Bitte wählen Sie eine Anrede aus." />);
    const group = screen.getByShadowRole('radiogroup', { name: 'Anrede' });
    expect(
      (group.ariaDescribedByElements ?? []).map((element) => element.textContent),
    ).to.deep.equal(['Bitte wählen Sie eine Anrede aus.']);
    expect(group.getAttribute('aria-invalid')).to.equal('true');
  });

  it('cannot be reached or changed when disabled', async () => {
    await renderView(
      <>
        <Salutation disabled />
        <button type="button">Weiter</button>
      </>,
    );
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(screen.getByShadowRole('button', { name: 'Weiter' }));
  });

  describe('axe', () => {
    const states: ReadonlyArray<readonly [string, Partial<RadioGroupProps>]> = [
      ['default', {}],
      ['default with a value', { defaultValue: 'MR' }],
      ['horizontal', { orientation: 'horizontal' }],
      ['with hint', { hint: 'Für die Anrede in E-Mails.' }],
      ['valid', { state: 'valid', defaultValue: 'MR' }],
      ['error', { error: 'Bitte wählen Sie eine Anrede aus.' }],
      ['disabled', { disabled: true, defaultValue: 'MR' }],
      ['required', { required: true }],
    ];
    for (const [state, props] of states) {
      it(`finds no violations: ${state}`, async () => {
        const view = await renderView(<Salutation {...props} />);
        await expectNoAxeViolations(view.host);
      });
    }
  });
});
