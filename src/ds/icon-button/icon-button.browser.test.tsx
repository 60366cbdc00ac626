import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { waitFor } from '../../../test/helpers/dom';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { IconButton, type IconButtonProps } from './icon-button';
import { ICON_BUTTON_SIZES } from './icon-button.logic';
import { ICON_NAMES } from './icons';

describe('IconButton in Chromium', () => {
  afterEach(() => cleanupViews());

  it('activates with Enter and Space and shows a focus ring', async () => {
    const calls: string[] = [];
    await renderView(
      <IconButton label="Suche" icon="search" onClick={(event) => calls.push(event.type)} />,
    );
    await sendKeys({ press: 'Tab' });
    const button = screen.getByShadowRole('button', { name: 'Suche' });
    expect(button.matches(':focus-visible')).to.equal(true);
    expect(getComputedStyle(button).outlineStyle).to.not.equal('none');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    await waitFor(() => calls.length >= 2, { message: 'two activations' });
    expect(calls).to.deep.equal(['click', 'click']);
  });

  it('is skipped by Tab when disabled', async () => {
    await renderView(
      <>
        <IconButton label="Entfernen" icon="trash" state="disabled" />
        <IconButton label="Schließen" icon="close" />
      </>,
    );
    await sendKeys({ press: 'Tab' });
    expect(screen.getByShadowRole('button', { name: 'Schließen' }).matches(':focus')).to.equal(
      true,
    );
  });

  const states: ReadonlyArray<[string, Partial<IconButtonProps>]> = [
    ['default', {}],
    ['disabled', { state: 'disabled' }],
    ['active', { state: 'active' }],
    ['toggle, not pressed', { isToggle: true }],
  ];

  for (const [name, props] of states) {
    it(`has no axe violations: ${name}, every size and icon`, async () => {
      const view = await renderView(
        <div>
          {ICON_BUTTON_SIZES.flatMap((size) =>
            ICON_NAMES.map((icon) => (
              <IconButton
                key={`${size}-${icon}`}
                label={`${icon} ${size}`}
                icon={icon}
                size={size}
                {...props}
              />
            )),
          )}
        </div>,
      );
      await expectNoAxeViolations(view.host);
    });
  }
});
