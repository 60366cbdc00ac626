import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { ReactNode } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { waitFor } from '../../../test/helpers/dom';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { TextSlider, type TextSliderProps } from './text-slider';

const LONG_TEXT =
  'Unsere Filialen haben für Sie geöffnet. Entdecken Sie jede Woche neue Angebote rund um Kaffee, ' +
  'Mode, Wohnen und Freizeit. Bestellen Sie bequem online und holen Sie Ihre Bestellung in einer ' +
  'Filiale in Ihrer Nähe ab, oder lassen Sie sie sich nach Hause liefern.';

function contentOf(view: { shadow: ShadowRoot }): HTMLElement {
  const content = view.shadow.querySelector<HTMLElement>('[part="text-slider-content"]');
  if (!content) throw new Error('no text slider content');
  return content;
}

/** What has focus, as text: chai would try to print whole DOM nodes when a check fails. */
function focused(view: { shadow: ShadowRoot }): string {
  const active = view.shadow.activeElement;
  return active ? `${active.localName} ${active.textContent ?? ''}` : 'nothing';
}

function Narrow({ children }: { children: ReactNode }) {
  return <div style={{ width: '220px' }}>{children}</div>;
}

describe('TextSlider in Chromium', () => {
  afterEach(() => cleanupViews());

  it('collapses a long text to the offset in lines and toggles with Enter and Space', async () => {
    const view = await renderView(
      <Narrow>
        <TextSlider offset={2}>{LONG_TEXT}</TextSlider>
      </Narrow>,
    );
    const content = contentOf(view);
    const lineHeight = parseFloat(getComputedStyle(content).lineHeight);
    expect(content.getBoundingClientRect().height).to.be.closeTo(2 * lineHeight, 1);

    await sendKeys({ press: 'Tab' });
    const toggle = await screen.findByShadowRole('button', { name: 'Mehr anzeigen' });
    expect(toggle.matches(':focus-visible')).to.equal(true);
    expect(getComputedStyle(toggle).outlineStyle).to.not.equal('none');

    await sendKeys({ press: 'Enter' });
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true');
    expect(toggle.textContent).to.equal('Weniger anzeigen');
    expect(content.getBoundingClientRect().height).to.be.greaterThan(4 * lineHeight);

    await sendKeys({ press: 'Space' });
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'false');
    expect(content.getBoundingClientRect().height).to.be.closeTo(2 * lineHeight, 1);
    expect(focused(view)).to.equal('button Mehr anzeigen');
  });

  it('shows no toggle when the text fits', async () => {
    const view = await renderView(<TextSlider offset={3}>Kurzer Text.</TextSlider>);
    await waitFor(
      () => view.shadow.querySelector<HTMLElement>('[part="text-slider"]')?.dataset.fit === 'fits',
    );
    expect(screen.queryByShadowRole('button')).to.equal(null);
  });

  it('expands when Tab reaches a link beyond the fold, but not one above it', async () => {
    const view = await renderView(
      <Narrow>
        <TextSlider offset={2}>
          <a href="#oben">Oben</a> {LONG_TEXT} <a href="#unten">Unten</a>
        </TextSlider>
      </Narrow>,
    );
    const slider = view.shadow.querySelector<HTMLElement>('[part="text-slider"]');
    await sendKeys({ press: 'Tab' });
    expect(focused(view)).to.equal('a Oben');
    expect(slider?.dataset.state).to.equal('collapsed');
    await sendKeys({ press: 'Tab' });
    const below = screen.getByShadowRole('link', { name: 'Unten' });
    expect(focused(view)).to.equal('a Unten');
    await waitFor(() => slider?.dataset.state === 'expanded');
    // the box was not scrolled to the link: the text still starts at its top
    expect(contentOf(view).scrollTop).to.equal(0);
    const box = contentOf(view).getBoundingClientRect();
    expect(below.getBoundingClientRect().bottom).to.be.at.most(box.bottom + 0.5);
  });

  const states: ReadonlyArray<[string, Partial<TextSliderProps>]> = [
    ['collapsed', {}],
    ['expanded', { defaultState: 'expanded' }],
    ['custom toggle texts', { showMoreText: 'Alle Details', showLessText: 'Weniger Details' }],
  ];

  for (const [name, props] of states) {
    it(`has no axe violations: ${name}`, async () => {
      const view = await renderView(
        <Narrow>
          <TextSlider offset={2} {...props}>
            <p>
              {LONG_TEXT} <a href="#service">Kundenservice</a>
            </p>
          </TextSlider>
        </Narrow>,
      );
      await screen.findByShadowRole('button');
      await expectNoAxeViolations(view.host);
    });
  }

  it('has no axe violations: fits, without a toggle', async () => {
    const view = await renderView(<TextSlider>Kurzer Text.</TextSlider>);
    await waitFor(
      () => view.shadow.querySelector<HTMLElement>('[part="text-slider"]')?.dataset.fit === 'fits',
    );
    await expectNoAxeViolations(view.host);
  });
});
