/**
 * Regression test for CSS collisions between design-system components. Every component adopts
 * its stylesheet into the ONE shadow root of the element that uses it, so a bare class or part
 * selector in one component's CSS reaches every other component in that root (the checkbox's
 * `.input { opacity: 0; position: absolute }` hid every text field; the radio's round
 * `.indicator` made checkboxes round; the modal's `[part='title']` restyled the panel titles; the
 * expansion panel's `[part='icon']` resized every icon). Here all of them share one root, as in
 * the demo's design-system gallery, and each must keep its own look.
 *
 * Assertions compare strings and numbers only: a failing chai assertion on a DOM node serialises
 * it (with its React fiber) and stalls the run.
 */
import { expect } from 'chai';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../test/helpers/axe';
import { waitFor } from '../../test/helpers/dom';
import { cleanupViews, renderView, type RenderedView } from '../../test/helpers/render';
import { Button } from './button/button';
import { Checkbox } from './checkbox/checkbox';
import { ExpansionPanel, ExpansionPanelGroup } from './expansion-panel/expansion-panel';
import { IconButton } from './icon-button/icon-button';
import { Icon } from './icon-button/icons';
import { Input } from './input/input';
import { Modal } from './modal/modal';
import { Notification } from './notification/notification';
import { Radio, RadioGroup } from './radio/radio';

function AllComponents() {
  return (
    <Modal
      title="Newsletter-Einstellungen"
      defaultOpen
      footer={
        <Button>
          <Icon name="check" />
          Übernehmen
        </Button>
      }
    >
      <Input label="Vorname" hint="Wie in Ihrem Kundenkonto." />
      <Input type="password" label="Passwort" />
      <Checkbox label="Angebote erhalten" hint="Jederzeit widerrufbar." />
      <RadioGroup legend="Anrede" defaultValue="MRS">
        <Radio value="MRS" label="Frau" />
        <Radio value="MR" label="Herr" />
      </RadioGroup>
      <ExpansionPanelGroup defaultValue={['delivery']}>
        <ExpansionPanel id="delivery" heading="Lieferung" icon={<Icon name="store" />}>
          Versand in zwei bis drei Werktagen.
        </ExpansionPanel>
        <ExpansionPanel id="payment" heading="Zahlung">
          Rechnung, Karte oder PayPal.
        </ExpansionPanel>
      </ExpansionPanelGroup>
      <Notification state="info" isClosable>
        Ihre Einstellungen gelten für alle Länder.
      </Notification>
      <IconButton label="Warenkorb" icon="cart" />
    </Modal>
  );
}

/** A short description of an element for assertions (never the node itself). */
function nameOf(element: Element | null): string {
  if (!element) return 'nothing';
  const part = element.getAttribute('part');
  const label = element.getAttribute('aria-label') ?? element.getAttribute('type') ?? '';
  return `${element.localName}${part ? `[part=${part}]` : ''}${label ? ` ${label}` : ''}`;
}

/** The element hit at an element's centre: on the page (the host), then inside the shadow root. */
function hitAtCentre(view: RenderedView, element: Element): { page: string; shadow: string } {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  return {
    page: nameOf(document.elementFromPoint(x, y)),
    shadow: nameOf(view.shadow.elementFromPoint(x, y)),
  };
}

function part(view: RenderedView, name: string): HTMLElement {
  const element = view.shadow.querySelector<HTMLElement>(`[part~="${name}"]`);
  if (!element) throw new Error(`no part ${name} rendered`);
  return element;
}

describe('Design-system components in one shadow root', () => {
  let view: RenderedView;

  beforeEach(async () => {
    view = await renderView(<AllComponents />);
    await waitFor(() => view.shadow.querySelector('dialog')?.open, { message: 'the modal open' });
    // the password field's toggle comes with the code of the password field, loaded on demand
    await waitFor(() => screen.queryByShadowRole('button', { name: 'Passwort anzeigen' }), {
      message: "the password field's toggle",
    });
  });

  afterEach(() => {
    cleanupViews();
    document.documentElement.removeAttribute('style');
  });

  it('renders them all into one shadow root, the modal open', () => {
    expect(
      screen.getByShadowRole('dialog', { name: 'Newsletter-Einstellungen' }).localName,
    ).to.equal('dialog');
    expect(
      [
        'input-base',
        'checkbox-base',
        'radio-group',
        'panel-group',
        'notification',
        'button',
        'icon-button',
      ].filter((name) => view.shadow.querySelector(`[part~="${name}"]`) === null),
    ).to.deep.equal([]);
  });

  it('keeps the text input visible and in the flow', () => {
    const input = screen.getByShadowRole('textbox', { name: 'Vorname' });
    const style = getComputedStyle(input);
    expect(style.opacity).to.equal('1');
    expect(style.position).to.not.equal('absolute');
    expect(input.getBoundingClientRect().height).to.be.greaterThan(30);
  });

  it('keeps the text input clickable at its centre', () => {
    const input = screen.getByShadowRole('textbox', { name: 'Vorname' });
    expect(hitAtCentre(view, input)).to.deep.equal({
      page: nameOf(view.host),
      shadow: nameOf(input),
    });
  });

  it('keeps the password toggle clickable, not covered by the password field', () => {
    const toggle = screen.getByShadowRole('button', { name: 'Passwort anzeigen' });
    toggle.scrollIntoView({ block: 'center' });
    const box = toggle.getBoundingClientRect();
    // the hit is the toggle's eye icon (an <svg> path) or the toggle itself
    const hit = view.shadow.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(nameOf(hit?.closest('button') ?? null)).to.equal(nameOf(toggle));
  });

  it('keeps the text field hint unindented (the checkbox indents only its own)', () => {
    expect(getComputedStyle(part(view, 'input-hint')).paddingInlineStart).to.equal('0px');
    expect(getComputedStyle(part(view, 'checkbox-hint')).paddingInlineStart).to.not.equal('0px');
  });

  it('keeps the checkbox indicator square and the radio indicator round', () => {
    expect(getComputedStyle(part(view, 'checkbox-indicator')).borderRadius).to.not.equal('50%');
    expect(getComputedStyle(part(view, 'checkbox-indicator')).borderRadius).to.equal('4px');
    expect(getComputedStyle(part(view, 'radio-indicator')).borderRadius).to.equal('50%');
  });

  it('keeps the checkbox and radio inputs transparent over their indicators', () => {
    const checkbox = screen.getByShadowRole('checkbox', { name: 'Angebote erhalten' });
    const radio = screen.getByShadowRole('radio', { name: 'Frau' });
    expect(getComputedStyle(checkbox).opacity).to.equal('0');
    expect(getComputedStyle(radio).opacity).to.equal('0');
  });

  it('leaves the radio group fieldset without the panel group border', () => {
    const group = screen.getByShadowRole('radiogroup', { name: 'Anrede' });
    expect(getComputedStyle(group).borderTopStyle).to.equal('none');
    expect(getComputedStyle(part(view, 'panel-group')).borderTopStyle).to.equal('solid');
  });

  it("keeps the panel title at its own font size, not the modal title's", () => {
    const panelTitle = getComputedStyle(part(view, 'panel-title')).fontSize;
    const panelHeading = getComputedStyle(part(view, 'panel-heading')).fontSize;
    const modalTitle = getComputedStyle(part(view, 'modal-title')).fontSize;
    expect(panelTitle).to.equal(panelHeading);
    expect(panelTitle).to.equal('16px');
    expect(modalTitle).to.equal('20px');
    expect(getComputedStyle(part(view, 'panel-title')).paddingTop).to.equal('0px');
  });

  it('keeps the icons inside buttons at their own size (1em)', () => {
    const buttonIcon = screen
      .getByShadowRole('button', { name: 'Übernehmen' })
      .querySelector('svg') as SVGElement;
    const iconButtonIcon = screen
      .getByShadowRole('button', { name: 'Warenkorb' })
      .querySelector('svg') as SVGElement;
    for (const icon of [buttonIcon, iconButtonIcon]) {
      const size = parseFloat(getComputedStyle(icon).fontSize);
      const box = icon.getBoundingClientRect();
      expect(box.width).to.be.closeTo(size, 0.5);
      expect(box.height).to.be.closeTo(size, 0.5);
    }
    expect(iconButtonIcon.getBoundingClientRect().width).to.be.closeTo(20, 0.5);
    // the panel's icon wrapper has its own 24 px box
    expect(part(view, 'panel-icon').getBoundingClientRect().width).to.be.closeTo(24, 0.5);
  });

  it("pulls the notification's close button into the corner", () => {
    const close = screen.getByShadowRole('button', { name: 'Hinweis schließen' });
    expect(getComputedStyle(close).marginTop).to.equal('-4px');
  });

  it('finds no axe violations in the whole root', async () => {
    await expectNoAxeViolations(view.host);
  });
});
