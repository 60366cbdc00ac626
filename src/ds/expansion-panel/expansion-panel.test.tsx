import userEvent from '@testing-library/user-event';
import { screen } from 'shadow-dom-testing-library';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { ExpansionPanel, ExpansionPanelGroup } from './index';

afterEach(() => cleanupViews());

function header(name: string): HTMLButtonElement {
  return screen.getByShadowRole('button', { name }) as HTMLButtonElement;
}

function focused(): Element | null {
  return document.querySelector('[data-test-view]')?.shadowRoot?.activeElement ?? null;
}

function contentOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  const root = button.getRootNode() as ShadowRoot;
  const content = id ? root.getElementById(id) : null;
  if (!content) throw new Error(`no element for aria-controls="${id ?? ''}"`);
  return content;
}

function ServiceGroups(props: {
  readonly multiple?: boolean;
  readonly onChange?: (ids: string[]) => void;
}) {
  return (
    <ExpansionPanelGroup groupId="services" multiple={props.multiple} onChange={props.onChange}>
      <ExpansionPanel id="payment" heading="Zahlung">
        Rechnung, Kreditkarte
      </ExpansionPanel>
      <ExpansionPanel id="delivery" heading="Lieferung">
        Versand in 2 Tagen
      </ExpansionPanel>
      <ExpansionPanel id="returns" heading="Rückgabe">
        30 Tage Rückgabe
      </ExpansionPanel>
    </ExpansionPanelGroup>
  );
}

describe('ExpansionPanel', () => {
  it('renders a collapsed disclosure button that controls its hidden content', async () => {
    await renderView(<ExpansionPanel heading="Zahlung">Rechnung</ExpansionPanel>);
    const button = header('Zahlung');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.dataset.state).toBe('closed');
    const content = contentOf(button);
    expect(content.hidden).toBe(true);
    expect(content.dataset.state).toBe('closed');
  });

  it('toggles its content on click and reports open/closed in data-state', async () => {
    const user = userEvent.setup();
    const view = await renderView(<ExpansionPanel heading="Zahlung">Rechnung</ExpansionPanel>);
    const button = header('Zahlung');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(contentOf(button).hidden).toBe(false);
    expect(view.shadow.querySelector('[part="panel"]')?.getAttribute('data-state')).toBe('open');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(contentOf(button).hidden).toBe(true);
  });

  it('toggles with Enter and Space on the focused header', async () => {
    const user = userEvent.setup();
    await renderView(<ExpansionPanel heading="Zahlung">Rechnung</ExpansionPanel>);
    const button = header('Zahlung');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('labels its content region by the heading', async () => {
    await renderView(
      <ExpansionPanel heading="Zahlung" defaultExpanded>
        Rechnung
      </ExpansionPanel>,
    );
    const region = screen.getByShadowRole('region', { name: 'Zahlung' });
    expect(region.textContent).toBe('Rechnung');
    expect(region.id).toBe(header('Zahlung').getAttribute('aria-controls'));
  });

  it('renders no region role when region is off', async () => {
    await renderView(
      <ExpansionPanel heading="Zahlung" defaultExpanded region={false}>
        Rechnung
      </ExpansionPanel>,
    );
    expect(screen.queryByShadowRole('region')).toBeNull();
    expect(contentOf(header('Zahlung')).hasAttribute('aria-labelledby')).toBe(false);
  });

  it('ignores clicks when disabled', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const view = await renderView(
      <ExpansionPanel heading="Zahlung" disabled onExpandedChange={onExpandedChange}>
        Rechnung
      </ExpansionPanel>,
    );
    const button = header('Zahlung');
    expect(button.disabled).toBe(true);
    await user.click(button);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(onExpandedChange).not.toHaveBeenCalled();
    expect(view.shadow.querySelector('[part="panel"]')?.hasAttribute('data-disabled')).toBe(true);
  });

  it('renders nothing of its content before the first expansion with loadOnExpand', async () => {
    const user = userEvent.setup();
    await renderView(
      <ExpansionPanel heading="Kategorien" loadOnExpand>
        <a href="/kaffee">Kaffee</a>
      </ExpansionPanel>,
    );
    const button = header('Kategorien');
    expect(contentOf(button).childNodes).toHaveLength(0);
    await user.click(button);
    expect(screen.getByShadowRole('link', { name: 'Kaffee' })).toBeTruthy();
  });

  it('keeps loadOnExpand content after collapsing', async () => {
    const user = userEvent.setup();
    await renderView(
      <ExpansionPanel heading="Kategorien" loadOnExpand>
        <a href="/kaffee">Kaffee</a>
      </ExpansionPanel>,
    );
    const button = header('Kategorien');
    await user.click(button);
    const link = screen.getByShadowText('Kaffee');
    await user.click(button);
    expect(contentOf(button).hidden).toBe(true);
    expect(screen.getByShadowText('Kaffee')).toBe(link);
  });

  it('renders content hidden but present without loadOnExpand', async () => {
    await renderView(<ExpansionPanel heading="Kategorien">Kaffee</ExpansionPanel>);
    const content = contentOf(header('Kategorien'));
    expect(content.hidden).toBe(true);
    expect(content.textContent).toBe('Kaffee');
  });

  it('follows the expanded prop when controlled and reports requested changes', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    const view = await renderView(
      <ExpansionPanel heading="Zahlung" expanded={false} onExpandedChange={onExpandedChange}>
        Rechnung
      </ExpansionPanel>,
    );
    await user.click(header('Zahlung'));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(header('Zahlung').getAttribute('aria-expanded')).toBe('false');
    view.rerender(
      <ExpansionPanel heading="Zahlung" expanded onExpandedChange={onExpandedChange}>
        Rechnung
      </ExpansionPanel>,
    );
    expect(header('Zahlung').getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a decorative icon hidden from assistive technology', async () => {
    const view = await renderView(
      <ExpansionPanel heading="Lieferung" icon={<svg data-icon="delivery" />}>
        Versand
      </ExpansionPanel>,
    );
    const icon = view.shadow.querySelector('[part="panel-icon"]');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.querySelector('[data-icon="delivery"]')).not.toBeNull();
    expect(header('Lieferung')).toBeTruthy();
  });

  it('uses the heading level given', async () => {
    await renderView(
      <ExpansionPanel heading="Zahlung" headingLevel={2}>
        Rechnung
      </ExpansionPanel>,
    );
    expect(screen.getByShadowRole('heading', { level: 2, name: 'Zahlung' })).toBeTruthy();
  });

  describe('link variant', () => {
    it('renders the heading as a link and a separate toggle button when given an href', async () => {
      const user = userEvent.setup();
      await renderView(
        <ExpansionPanel heading="Hilfe" variantType="link" href="/hilfe">
          Kontakt
        </ExpansionPanel>,
      );
      const link = screen.getByShadowRole('link', { name: 'Hilfe' });
      expect(link.getAttribute('href')).toBe('/hilfe');
      const toggle = header('Hilfe');
      expect(toggle.contains(link)).toBe(false);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await user.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByShadowRole('region', { name: 'Hilfe' }).textContent).toBe('Kontakt');
    });

    it('renders a single header button without an href', async () => {
      await renderView(
        <ExpansionPanel heading="Hilfe" variantType="link">
          Kontakt
        </ExpansionPanel>,
      );
      expect(screen.queryByShadowRole('link')).toBeNull();
      expect(header('Hilfe').getAttribute('aria-expanded')).toBe('false');
    });

    it('renders no link when disabled', async () => {
      await renderView(
        <ExpansionPanel heading="Hilfe" variantType="link" href="/hilfe" disabled>
          Kontakt
        </ExpansionPanel>,
      );
      expect(screen.queryByShadowRole('link')).toBeNull();
      expect(header('Hilfe').disabled).toBe(true);
    });
  });

  describe('radioButton variant', () => {
    it('shows a hidden radio indicator that is checked while expanded', async () => {
      const user = userEvent.setup();
      const view = await renderView(
        <ExpansionPanel heading="Rechnung" variantType="radioButton">
          Zahlen Sie in 30 Tagen
        </ExpansionPanel>,
      );
      const button = header('Rechnung');
      const indicator = view.shadow.querySelector<HTMLElement>('[part="panel-indicator"]');
      expect(indicator?.getAttribute('aria-hidden')).toBe('true');
      expect(indicator?.dataset.indicator).toBe('radio');
      expect(indicator?.dataset.checked).toBe('false');
      expect(screen.queryByShadowRole('radio')).toBeNull();
      await user.click(button);
      expect(indicator?.dataset.checked).toBe('true');
      expect(button.getAttribute('aria-expanded')).toBe('true');
    });
  });
});

describe('ExpansionPanelGroup', () => {
  it('closes the open panel when another one opens without multiple', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderView(<ServiceGroups onChange={onChange} />);
    await user.click(header('Zahlung'));
    await user.click(header('Lieferung'));
    expect(header('Zahlung').getAttribute('aria-expanded')).toBe('false');
    expect(header('Lieferung').getAttribute('aria-expanded')).toBe('true');
    expect(onChange.mock.calls).toEqual([[['payment']], [['delivery']]]);
  });

  it('keeps the active panel open when it is activated again without multiple', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderView(<ServiceGroups onChange={onChange} />);
    await user.click(header('Zahlung'));
    await user.click(header('Zahlung'));
    expect(header('Zahlung').getAttribute('aria-expanded')).toBe('true');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('marks the active header aria-disabled without multiple, as it cannot collapse', async () => {
    const user = userEvent.setup();
    await renderView(<ServiceGroups />);
    await user.click(header('Zahlung'));
    expect(header('Zahlung').getAttribute('aria-disabled')).toBe('true');
    expect(header('Lieferung').hasAttribute('aria-disabled')).toBe(false);
  });

  it('toggles panels independently with multiple', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderView(<ServiceGroups multiple onChange={onChange} />);
    await user.click(header('Zahlung'));
    await user.click(header('Lieferung'));
    expect(header('Zahlung').getAttribute('aria-expanded')).toBe('true');
    expect(header('Lieferung').getAttribute('aria-expanded')).toBe('true');
    await user.click(header('Zahlung'));
    expect(header('Zahlung').getAttribute('aria-expanded')).toBe('false');
    expect(header('Lieferung').getAttribute('aria-expanded')).toBe('true');
    expect(header('Zahlung').hasAttribute('aria-disabled')).toBe(false);
    expect(onChange.mock.calls).toEqual([[['payment']], [['payment', 'delivery']], [['delivery']]]);
  });

  it('opens the panels named in defaultValue', async () => {
    await renderView(
      <ExpansionPanelGroup multiple defaultValue={['payment', 'returns']}>
        <ExpansionPanel id="payment" heading="Zahlung" />
        <ExpansionPanel id="delivery" heading="Lieferung" />
        <ExpansionPanel id="returns" heading="Rückgabe" />
      </ExpansionPanelGroup>,
    );
    expect(header('Zahlung').getAttribute('aria-expanded')).toBe('true');
    expect(header('Lieferung').getAttribute('aria-expanded')).toBe('false');
    expect(header('Rückgabe').getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the modelValue when controlled and only reports changes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const group = (value: string[]) => (
      <ExpansionPanelGroup modelValue={value} onChange={onChange}>
        <ExpansionPanel id="payment" heading="Zahlung" />
        <ExpansionPanel id="delivery" heading="Lieferung" />
      </ExpansionPanelGroup>
    );
    const view = await renderView(group(['payment']));
    expect(header('Zahlung').getAttribute('aria-expanded')).toBe('true');
    await user.click(header('Lieferung'));
    expect(onChange).toHaveBeenCalledWith(['delivery']);
    expect(header('Zahlung').getAttribute('aria-expanded')).toBe('true');
    view.rerender(group(['delivery']));
    expect(header('Zahlung').getAttribute('aria-expanded')).toBe('false');
    expect(header('Lieferung').getAttribute('aria-expanded')).toBe('true');
  });

  it('works as a controlled group whose parent keeps the modelValue', async () => {
    const user = userEvent.setup();
    function Payments() {
      const [open, setOpen] = useState<string[]>([]);
      return (
        <>
          <ExpansionPanelGroup modelValue={open} onChange={setOpen}>
            <ExpansionPanel id="invoice" heading="Rechnung" variantType="radioButton" />
            <ExpansionPanel id="card" heading="Kreditkarte" variantType="radioButton" />
          </ExpansionPanelGroup>
          <output>{open.join(',')}</output>
        </>
      );
    }
    const view = await renderView(<Payments />);
    await user.click(header('Kreditkarte'));
    expect(view.shadow.querySelector('output')?.textContent).toBe('card');
    await user.click(header('Rechnung'));
    expect(view.shadow.querySelector('output')?.textContent).toBe('invoice');
    expect(header('Kreditkarte').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows only the first of several modelValue ids without multiple', async () => {
    await renderView(
      <ExpansionPanelGroup modelValue={['delivery', 'payment']}>
        <ExpansionPanel id="payment" heading="Zahlung" />
        <ExpansionPanel id="delivery" heading="Lieferung" />
      </ExpansionPanelGroup>,
    );
    expect(header('Zahlung').getAttribute('aria-expanded')).toBe('false');
    expect(header('Lieferung').getAttribute('aria-expanded')).toBe('true');
  });

  it('puts groupId and size on the group', async () => {
    const view = await renderView(
      <ExpansionPanelGroup groupId="footer-services" size="large">
        <ExpansionPanel id="payment" heading="Zahlung" />
      </ExpansionPanelGroup>,
    );
    const group = view.shadow.querySelector<HTMLElement>('[part="panel-group"]');
    expect(group?.id).toBe('footer-services');
    expect(group?.dataset.size).toBe('large');
  });

  it('applies the group heading level and region setting to its panels', async () => {
    await renderView(
      <ExpansionPanelGroup headingLevel={4} regions={false} defaultValue={['payment']}>
        <ExpansionPanel id="payment" heading="Zahlung">
          Rechnung
        </ExpansionPanel>
      </ExpansionPanelGroup>,
    );
    expect(screen.getByShadowRole('heading', { level: 4, name: 'Zahlung' })).toBeTruthy();
    expect(screen.queryByShadowRole('region')).toBeNull();
  });

  it('ignores activation of a disabled panel in the group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderView(
      <ExpansionPanelGroup onChange={onChange}>
        <ExpansionPanel id="payment" heading="Zahlung" disabled />
      </ExpansionPanelGroup>,
    );
    await user.click(header('Zahlung'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('gives two groups with the same panel ids distinct DOM ids', async () => {
    await renderView(
      <>
        <ExpansionPanelGroup>
          <ExpansionPanel id="payment" heading="Zahlung A" />
        </ExpansionPanelGroup>
        <ExpansionPanelGroup>
          <ExpansionPanel id="payment" heading="Zahlung B" />
        </ExpansionPanelGroup>
      </>,
    );
    expect(header('Zahlung A').getAttribute('aria-controls')).not.toBe(
      header('Zahlung B').getAttribute('aria-controls'),
    );
  });

  describe('arrow keys between headers', () => {
    it('moves focus with ArrowDown and ArrowUp, wrapping at the ends', async () => {
      const user = userEvent.setup();
      await renderView(<ServiceGroups />);
      header('Zahlung').focus();
      await user.keyboard('{ArrowDown}');
      expect(focused()).toBe(header('Lieferung'));
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(focused()).toBe(header('Zahlung'));
      await user.keyboard('{ArrowUp}');
      expect(focused()).toBe(header('Rückgabe'));
    });

    it('moves focus to the first and last header with Home and End', async () => {
      const user = userEvent.setup();
      await renderView(<ServiceGroups />);
      header('Lieferung').focus();
      await user.keyboard('{End}');
      expect(focused()).toBe(header('Rückgabe'));
      await user.keyboard('{Home}');
      expect(focused()).toBe(header('Zahlung'));
    });

    it('skips disabled headers', async () => {
      const user = userEvent.setup();
      await renderView(
        <ExpansionPanelGroup>
          <ExpansionPanel id="a" heading="Zahlung" />
          <ExpansionPanel id="b" heading="Lieferung" disabled />
          <ExpansionPanel id="c" heading="Rückgabe" />
        </ExpansionPanelGroup>,
      );
      header('Zahlung').focus();
      await user.keyboard('{ArrowDown}');
      expect(focused()).toBe(header('Rückgabe'));
    });

    it('moves only between the headers of its own group, not those of a nested group', async () => {
      const user = userEvent.setup();
      await renderView(
        <ExpansionPanelGroup multiple defaultValue={['help']}>
          <ExpansionPanel id="help" heading="Hilfe">
            <ExpansionPanelGroup>
              <ExpansionPanel id="faq" heading="Häufige Fragen" />
            </ExpansionPanelGroup>
          </ExpansionPanel>
          <ExpansionPanel id="contact" heading="Kontakt" />
        </ExpansionPanelGroup>,
      );
      header('Hilfe').focus();
      await user.keyboard('{ArrowDown}');
      expect(focused()).toBe(header('Kontakt'));
      header('Häufige Fragen').focus();
      await user.keyboard('{ArrowDown}');
      expect(focused()).toBe(header('Häufige Fragen'));
    });

    it('leaves arrow keys inside the content to the content', async () => {
      const user = userEvent.setup();
      await renderView(
        <ExpansionPanelGroup defaultValue={['a']}>
          <ExpansionPanel id="a" heading="Zahlung">
            <button type="button">Mehr</button>
          </ExpansionPanel>
          <ExpansionPanel id="b" heading="Lieferung" />
        </ExpansionPanelGroup>,
      );
      const inner = screen.getByShadowRole('button', { name: 'Mehr' });
      inner.focus();
      await user.keyboard('{ArrowDown}');
      expect(focused()).toBe(inner);
    });
  });
});
