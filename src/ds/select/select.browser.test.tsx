import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { useState } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { waitFor } from '../../../test/helpers/dom';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Select, type SelectProps } from './select';

const OPTIONS = [
  { value: '', label: 'Bitte wählen' },
  { value: 'MRS', label: 'Frau' },
  { value: 'MR', label: 'Herr' },
];

const select = (name: string): HTMLSelectElement =>
  screen.getByShadowRole('combobox', { name }) as HTMLSelectElement;

function Salutation(props: Partial<SelectProps>) {
  const [value, setValue] = useState('');
  return (
    <Select label="Anrede" options={OPTIONS} value={value} onValueChange={setValue} {...props} />
  );
}

/** The design tokens' colours as the browser resolves them, to compare computed styles with. */
function tokenColour(view: { shadow: ShadowRoot }, token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  view.shadow.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

describe('Select in Chromium', () => {
  afterEach(() => cleanupViews());

  it('is at least 44 px high and as wide as its field', async () => {
    const view = await renderView(<Salutation />);
    const box = select('Anrede').getBoundingClientRect();
    const field = view.shadow.querySelector('[part="select-base"]')!.getBoundingClientRect();
    expect(box.height).to.be.at.least(44);
    expect(box.width).to.equal(field.width);
  });

  // the field's ring sits 1 px off its border like the generic input's (the page-wide one is 2 px)
  it('shows the focus ring close to its border when reached by keyboard', async () => {
    const view = await renderView(<Salutation />);
    await sendKeys({ press: 'Tab' });
    expect(select('Anrede').matches(':focus')).to.equal(true);
    const style = getComputedStyle(select('Anrede'));
    expect([style.outlineStyle, style.outlineWidth, style.outlineOffset]).to.deep.equal([
      'solid',
      '2px',
      '1px',
    ]);
    expect(style.outlineColor).to.equal(tokenColour(view, '--se-color-focus'));
  });

  it('draws the error and valid states in their colours', async () => {
    const view = await renderView(
      <>
        <Salutation label="Fehler" error="Bitte wählen Sie eine Anrede." />
        <Salutation label="Gültig" state="valid" />
      </>,
    );
    expect(getComputedStyle(select('Fehler')).borderTopColor).to.equal(
      tokenColour(view, '--se-color-error'),
    );
    expect(getComputedStyle(select('Gültig')).borderTopColor).to.equal(
      tokenColour(view, '--se-color-success'),
    );
  });

  it('is skipped by Tab and looks disabled when disabled', async () => {
    const view = await renderView(
      <>
        <Salutation label="Gesperrt" disabled />
        <Salutation label="Offen" />
      </>,
    );
    await sendKeys({ press: 'Tab' });
    await waitFor(() => select('Offen').matches(':focus'), { message: 'Tab to the open select' });
    expect(select('Offen').matches(':focus')).to.equal(true);
    expect(getComputedStyle(select('Gesperrt')).cursor).to.equal('not-allowed');
    expect(getComputedStyle(select('Gesperrt')).color).to.equal(
      tokenColour(view, '--se-color-ink-muted'),
    );
  });

  it('has its error read as its description', async () => {
    await renderView(<Salutation required error="Bitte wählen Sie eine Anrede." />);
    expect(
      (select('Anrede').ariaDescribedByElements ?? []).map((element) => element.textContent),
    ).to.deep.equal(['Bitte wählen Sie eine Anrede.']);
  });

  describe('axe', () => {
    const states: ReadonlyArray<readonly [string, Partial<SelectProps>]> = [
      ['default', {}],
      ['valid', { state: 'valid' }],
      ['error', { error: 'Bitte wählen Sie eine Anrede.' }],
      ['disabled', { disabled: true }],
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
