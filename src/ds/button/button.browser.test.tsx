import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { nextFrames, waitFor } from '../../../test/helpers/dom';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Button, type ButtonProps } from './button';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './button.logic';

function counter() {
  const calls: string[] = [];
  return {
    calls,
    onClick: (event: { type: string; preventDefault(): void }) => {
      event.preventDefault();
      calls.push(event.type);
    },
  };
}

async function clickAtCentre(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
  });
}

describe('Button in Chromium', () => {
  afterEach(async () => {
    cleanupViews();
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('activates with Enter and with Space', async () => {
    const { calls, onClick } = counter();
    await renderView(<Button onClick={onClick}>Weiter</Button>);
    await sendKeys({ press: 'Tab' });
    expect(screen.getByShadowRole('button', { name: 'Weiter' }).matches(':focus')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    await waitFor(() => calls.length >= 2, { message: 'two activations' });
    expect(calls).to.deep.equal(['click', 'click']);
  });

  it('activates a link with Enter', async () => {
    const { calls, onClick } = counter();
    await renderView(
      <Button href="#cart" onClick={onClick}>
        Zum Warenkorb
      </Button>,
    );
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => calls.length >= 1, { message: 'the activation' });
    expect(calls).to.deep.equal(['click']);
  });

  it('shows a visible focus ring when reached by keyboard', async () => {
    await renderView(<Button>Weiter</Button>);
    await sendKeys({ press: 'Tab' });
    const button = screen.getByShadowRole('button', { name: 'Weiter' });
    expect(button.matches(':focus-visible')).to.equal(true);
    const style = getComputedStyle(button);
    expect(style.outlineStyle).to.not.equal('none');
    expect(parseFloat(style.outlineWidth)).to.be.greaterThan(0);
  });

  it('ignores clicks, Enter and Space while loading, and keeps its focus and width', async () => {
    const { calls, onClick } = counter();
    const view = await renderView(<Button onClick={onClick}>Newsletter abonnieren</Button>);
    const widthBefore = screen.getByShadowRole('button').getBoundingClientRect().width;
    await sendKeys({ press: 'Tab' });
    view.rerender(
      <Button state="loading" onClick={onClick}>
        Newsletter abonnieren
      </Button>,
    );
    const button = screen.getByShadowRole('button', { name: 'Newsletter abonnieren' });
    expect(button.matches(':focus')).to.equal(true);
    expect(button.getBoundingClientRect().width).to.equal(widthBefore);
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    await clickAtCentre(button);
    // the keys and the click have been handled and what they changed drawn
    await nextFrames();
    expect(calls).to.deep.equal([]);
  });

  it('ignores clicks while disabled and is skipped by Tab', async () => {
    const { calls, onClick } = counter();
    await renderView(
      <>
        <Button disabled onClick={onClick}>
          Weiter
        </Button>
        <Button>Abbrechen</Button>
      </>,
    );
    await clickAtCentre(screen.getByShadowRole('button', { name: 'Weiter' }));
    await sendKeys({ press: 'Tab' });
    expect(screen.getByShadowRole('button', { name: 'Abbrechen' }).matches(':focus')).to.equal(
      true,
    );
    // the click and the Tab have been handled and what they changed drawn
    await nextFrames();
    expect(calls).to.deep.equal([]);
  });

  it('does not navigate while a link is loading or disabled', async () => {
    const { calls, onClick } = counter();
    await renderView(
      <>
        <Button href="#loading" state="loading" onClick={onClick}>
          Lädt
        </Button>
        <Button href="#disabled" disabled onClick={onClick}>
          Gesperrt
        </Button>
      </>,
    );
    const hashBefore = location.hash;
    await sendKeys({ press: 'Tab' });
    expect(screen.getByShadowRole('link', { name: 'Lädt' }).matches(':focus')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await clickAtCentre(screen.getByShadowRole('link', { name: 'Lädt' }));
    await clickAtCentre(screen.getByShadowRole('link', { name: 'Gesperrt' }));
    // the key and the clicks have been handled and what they changed drawn
    await nextFrames();
    expect(location.hash).to.equal(hashBefore);
    expect(calls).to.deep.equal([]);
  });

  it('shows a ripple where a real mouse presses it', async () => {
    const view = await renderView(<Button>Weiter</Button>);
    const button = screen.getByShadowRole('button', { name: 'Weiter' });
    const box = button.getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(box.left + 10), Math.round(box.top + 8)],
    });
    await sendMouse({ type: 'down' });
    const ripple = view.shadow.querySelector<HTMLElement>('[part="button-ripple"]');
    expect(ripple?.dataset.state).to.equal('visible');
    expect(parseFloat(ripple?.style.getPropertyValue('--se-ripple-x') ?? '')).to.be.closeTo(10, 1);
    await sendMouse({ type: 'up' });
  });

  const states: ReadonlyArray<[string, Partial<ButtonProps>]> = [
    ['default', {}],
    ['loading', { state: 'loading' }],
    ['disabled', { disabled: true }],
    ['link', { href: '#target' }],
    ['loading link', { href: '#target', state: 'loading' }],
    ['disabled link', { href: '#target', disabled: true }],
    ['full width', { width: 'full' }],
  ];

  for (const [name, props] of states) {
    it(`has no axe violations: ${name}, every variant and size`, async () => {
      const view = await renderView(
        <div>
          {BUTTON_VARIANTS.flatMap((variant) =>
            BUTTON_SIZES.map((size) => (
              <Button key={`${variant}-${size}`} variant={variant} size={size} {...props}>
                {`${variant} ${size}`}
              </Button>
            )),
          )}
        </div>,
      );
      await expectNoAxeViolations(view.host);
    });
  }
});
