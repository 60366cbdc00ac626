import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { ReactElement } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { nextFrames, waitFor } from '../../../test/helpers/dom';
import { cleanupViews, renderView, type RenderedView } from '../../../test/helpers/render';
import { ExpansionPanel, ExpansionPanelGroup, type ExpansionPanelProps } from './index';

function header(name: string): HTMLButtonElement {
  return screen.getByShadowRole('button', { name }) as HTMLButtonElement;
}

/**
 * What has focus, as text: comparing elements directly makes a failing assertion serialise the
 * element (with its React fiber) and stalls the test run.
 */
function focused(view: RenderedView): string {
  const active = view.shadow.activeElement;
  return active ? `${active.localName} ${active.textContent ?? ''}` : 'nothing';
}

function ServiceGroups(props: { readonly multiple?: boolean }) {
  return (
    <ExpansionPanelGroup groupId="services" multiple={props.multiple}>
      <ExpansionPanel id="payment" heading="Zahlung">
        <a href="/zahlung">Zahlungsarten</a>
      </ExpansionPanel>
      <ExpansionPanel id="delivery" heading="Lieferung">
        <a href="/lieferung">Lieferzeiten</a>
      </ExpansionPanel>
      <ExpansionPanel id="returns" heading="Rückgabe">
        <a href="/rueckgabe">Rückgabe</a>
      </ExpansionPanel>
    </ExpansionPanelGroup>
  );
}

describe('ExpansionPanel in Chromium', () => {
  afterEach(() => cleanupViews());

  it('toggles with Enter and Space from the keyboard', async () => {
    await renderView(<ExpansionPanel heading="Zahlung">Rechnung</ExpansionPanel>);
    const button = header('Zahlung');
    button.focus();
    await sendKeys({ press: 'Enter' });
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Space' });
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('reaches the header with Tab and its content links after expanding', async () => {
    const view = await renderView(
      <>
        <button type="button">Davor</button>
        <ExpansionPanel heading="Zahlung">
          <a href="/zahlung">Zahlungsarten</a>
        </ExpansionPanel>
      </>,
    );
    screen.getByShadowRole('button', { name: 'Davor' }).focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(view)).to.equal('button Zahlung');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Tab' });
    expect(focused(view)).to.equal('a Zahlungsarten');
  });

  it('does not toggle a disabled panel from the keyboard', async () => {
    const view = await renderView(
      <>
        <ExpansionPanel heading="Zahlung">Rechnung</ExpansionPanel>
        <ExpansionPanel heading="Lieferung" disabled>
          Versand
        </ExpansionPanel>
      </>,
    );
    header('Zahlung').focus();
    await sendKeys({ press: 'Tab' });
    // a disabled button is not focusable: Tab leaves the panels
    expect(focused(view)).to.not.equal('button Lieferung');
    expect(header('Lieferung').getAttribute('aria-expanded')).to.equal('false');
  });

  it('opens one panel at a time from the keyboard and keeps the active one open', async () => {
    await renderView(<ServiceGroups />);
    header('Zahlung').focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Space' });
    expect(header('Zahlung').getAttribute('aria-expanded')).to.equal('false');
    expect(header('Lieferung').getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    expect(header('Lieferung').getAttribute('aria-expanded')).to.equal('true');
  });

  it('moves between headers with ArrowDown and ArrowUp, wrapping around', async () => {
    const view = await renderView(<ServiceGroups />);
    header('Zahlung').focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(view)).to.equal('button Lieferung');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(view)).to.equal('button Rückgabe');
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(view)).to.equal('button Zahlung');
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(view)).to.equal('button Rückgabe');
  });

  it('moves to the first and last header with Home and End', async () => {
    const view = await renderView(<ServiceGroups />);
    header('Lieferung').focus();
    await sendKeys({ press: 'End' });
    expect(focused(view)).to.equal('button Rückgabe');
    await sendKeys({ press: 'Home' });
    expect(focused(view)).to.equal('button Zahlung');
  });

  it('does not scroll the page with the navigation keys on a header', async () => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer);
    try {
      const view = await renderView(<ServiceGroups />);
      header('Zahlung').focus();
      const before = window.scrollY;
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'End' });
      // both keys have been handled (focus is on the last header) and a scroll drawn
      await waitFor(() => focused(view) === 'button Rückgabe', {
        message: 'End to the last header',
      });
      await nextFrames();
      expect(window.scrollY).to.equal(before);
    } finally {
      spacer.remove();
    }
  });

  describe('axe', () => {
    const states: ReadonlyArray<{ readonly state: string; readonly ui: ReactElement }> = [
      { state: 'closed', ui: <ExpansionPanel heading="Zahlung">Rechnung</ExpansionPanel> },
      {
        state: 'open',
        ui: (
          <ExpansionPanel heading="Zahlung" defaultExpanded>
            Rechnung
          </ExpansionPanel>
        ),
      },
      {
        state: 'disabled',
        ui: (
          <ExpansionPanel heading="Zahlung" disabled>
            Rechnung
          </ExpansionPanel>
        ),
      },
      {
        state: 'open with icon',
        ui: (
          <ExpansionPanel heading="Lieferung" defaultExpanded icon={<DeliveryIcon />}>
            Versand
          </ExpansionPanel>
        ),
      },
      {
        state: 'loadOnExpand before the first expansion',
        ui: (
          <ExpansionPanel heading="Kategorien" loadOnExpand>
            <a href="/kaffee">Kaffee</a>
          </ExpansionPanel>
        ),
      },
      ...(['normal', 'link', 'radioButton'] as const).flatMap((variantType) =>
        [false, true].map((open) => ({
          state: `${variantType} ${open ? 'open' : 'closed'}`,
          ui: panel({ variantType, defaultExpanded: open }),
        })),
      ),
      {
        state: 'link with href, closed',
        ui: panel({ variantType: 'link', href: '/hilfe' }),
      },
      {
        state: 'link with href, open',
        ui: panel({ variantType: 'link', href: '/hilfe', defaultExpanded: true }),
      },
      {
        state: 'link with href, disabled',
        ui: panel({ variantType: 'link', href: '/hilfe', disabled: true }),
      },
      { state: 'radioButton disabled', ui: panel({ variantType: 'radioButton', disabled: true }) },
      {
        state: 'group without multiple, one open (active header aria-disabled)',
        ui: (
          <ExpansionPanelGroup defaultValue={['delivery']}>
            <ExpansionPanel id="payment" heading="Zahlung">
              Rechnung
            </ExpansionPanel>
            <ExpansionPanel id="delivery" heading="Lieferung">
              Versand
            </ExpansionPanel>
          </ExpansionPanelGroup>
        ),
      },
      {
        state: 'group with multiple, several open, small',
        ui: (
          <ExpansionPanelGroup multiple size="small" defaultValue={['payment', 'delivery']}>
            <ExpansionPanel id="payment" heading="Zahlung">
              Rechnung
            </ExpansionPanel>
            <ExpansionPanel id="delivery" heading="Lieferung">
              Versand
            </ExpansionPanel>
          </ExpansionPanelGroup>
        ),
      },
      {
        state: 'radio group for payment types, large',
        ui: (
          <ExpansionPanelGroup size="large" defaultValue={['card']}>
            <ExpansionPanel id="invoice" heading="Rechnung" variantType="radioButton">
              Zahlen Sie in 30 Tagen.
            </ExpansionPanel>
            <ExpansionPanel id="card" heading="Kreditkarte" variantType="radioButton">
              Visa, Mastercard
            </ExpansionPanel>
          </ExpansionPanelGroup>
        ),
      },
      {
        state: 'footer service groups with links and no regions',
        ui: (
          <ExpansionPanelGroup multiple regions={false} defaultValue={['help']}>
            <ExpansionPanel id="help" heading="Hilfe" variantType="link" href="/hilfe">
              <a href="/kontakt">Kontakt</a>
            </ExpansionPanel>
            <ExpansionPanel id="delivery" heading="Lieferung" variantType="link" href="/lieferung">
              <a href="/versand">Versand</a>
            </ExpansionPanel>
          </ExpansionPanelGroup>
        ),
      },
    ];

    for (const { state, ui } of states) {
      it(`finds no violations: ${state}`, async () => {
        const view = await renderView(ui);
        await expectNoAxeViolations(view.host);
      });
    }
  });
});

function DeliveryIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
      <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7z" fill="currentColor" />
    </svg>
  );
}

function panel(props: Partial<ExpansionPanelProps>): ReactElement {
  return (
    <ExpansionPanel heading="Hilfe" {...props}>
      <a href="/kontakt">Kontakt</a>
    </ExpansionPanel>
  );
}
