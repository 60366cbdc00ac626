import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Site } from '../../core/sites';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { TextSlider } from './text-slider';
import {
  getTextSliderFit,
  getToggleTextKey,
  parseTextSliderOffset,
  pickToggleText,
  toggleTextSliderState,
} from './text-slider.logic';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => cleanupViews());

const TEXT = 'Bei uns finden Sie wöchentlich wechselnde Angebote, Kaffee und vieles mehr.';

function sliderOf(view: { shadow: ShadowRoot }): HTMLElement {
  const slider = view.shadow.querySelector<HTMLElement>('[part="text-slider"]');
  if (!slider) throw new Error('no text slider rendered');
  return slider;
}

describe('TextSlider', () => {
  it('starts collapsed with a show-more toggle that controls the text', async () => {
    const view = await renderView(<TextSlider>{TEXT}</TextSlider>);
    const toggle = screen.getByShadowRole('button', { name: 'Mehr anzeigen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const controlled = view.shadow.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(controlled?.textContent).toBe(TEXT);
    expect(sliderOf(view).dataset.state).toBe('collapsed');
  });

  it('expands and collapses again with its toggle', async () => {
    const view = await renderView(<TextSlider>{TEXT}</TextSlider>);
    await userEvent.click(screen.getByShadowRole('button', { name: 'Mehr anzeigen' }));
    const toggle = screen.getByShadowRole('button', { name: 'Weniger anzeigen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(sliderOf(view).dataset.state).toBe('expanded');
    await userEvent.click(toggle);
    expect(screen.getByShadowRole('button', { name: 'Mehr anzeigen' })).toBe(toggle);
    expect(sliderOf(view).dataset.state).toBe('collapsed');
  });

  it.each<[Site, string, string]>([
    ['DE', 'Mehr anzeigen', 'Weniger anzeigen'],
    ['AT', 'Mehr anzeigen', 'Weniger anzeigen'],
    ['CH', 'Mehr anzeigen', 'Weniger anzeigen'],
    ['CH_FR', 'Afficher plus', 'Afficher moins'],
    ['PL', 'Pokaż więcej', 'Pokaż mniej'],
    ['CZ', 'Zobrazit více', 'Zobrazit méně'],
    ['HU', 'Több megjelenítése', 'Kevesebb megjelenítése'],
    ['SK', 'Zobraziť viac', 'Zobraziť menej'],
    ['TR', 'Daha fazla göster', 'Daha az göster'],
  ])('labels its toggle in the language of site %s', async (site, more, less) => {
    await renderView(<TextSlider>{TEXT}</TextSlider>, { site });
    await userEvent.click(screen.getByShadowRole('button', { name: more }));
    screen.getByShadowRole('button', { name: less, expanded: true });
  });

  it('uses toggle texts given as props', async () => {
    await renderView(
      <TextSlider showMoreText="Alle Details" showLessText="Details ausblenden">
        {TEXT}
      </TextSlider>,
    );
    await userEvent.click(screen.getByShadowRole('button', { name: 'Alle Details' }));
    screen.getByShadowRole('button', { name: 'Details ausblenden' });
  });

  it('falls back to the locale text when a given toggle text is blank', async () => {
    await renderView(<TextSlider showMoreText=" ">{TEXT}</TextSlider>);
    screen.getByShadowRole('button', { name: 'Mehr anzeigen' });
  });

  it.each([
    [undefined, '3'],
    [5, '5'],
    [1, '1'],
    [0, '3'],
    [2.5, '3'],
  ])('collapses to offset %s as %s lines', async (offset, lines) => {
    const view = await renderView(<TextSlider offset={offset}>{TEXT}</TextSlider>);
    expect(sliderOf(view).style.getPropertyValue('--se-text-slider-lines')).toBe(lines);
  });

  it('can start expanded', async () => {
    await renderView(<TextSlider defaultState="expanded">{TEXT}</TextSlider>);
    screen.getByShadowRole('button', { name: 'Weniger anzeigen', expanded: true });
  });

  it('follows a controlling state and reports toggles', async () => {
    const onStateChange = vi.fn();
    const view = await renderView(
      <TextSlider state="collapsed" onStateChange={onStateChange}>
        {TEXT}
      </TextSlider>,
    );
    await userEvent.click(screen.getByShadowRole('button', { name: 'Mehr anzeigen' }));
    expect(onStateChange).toHaveBeenCalledWith('expanded');
    expect(sliderOf(view).dataset.state).toBe('collapsed');
    view.rerender(
      <TextSlider state="expanded" onStateChange={onStateChange}>
        {TEXT}
      </TextSlider>,
    );
    screen.getByShadowRole('button', { name: 'Weniger anzeigen', expanded: true });
  });

  it('keeps the collapsed text readable by assistive technology', async () => {
    const view = await renderView(
      <TextSlider>
        <p>{TEXT}</p>
        <a href="/service">Kundenservice</a>
      </TextSlider>,
    );
    screen.getByShadowText(TEXT);
    screen.getByShadowRole('link', { name: 'Kundenservice' });
    const content = view.shadow.querySelector('[part="text-slider-content"]');
    const hiding = '[aria-hidden="true"], [inert], [hidden]';
    expect(content?.closest(hiding)).toBeNull();
    expect(content?.querySelector(hiding)).toBeNull();
  });

  describe('measuring', () => {
    let observers: Array<{ callback: ResizeObserverCallback; disconnected: boolean }> = [];

    function stubLayout(contentHeight: number, visibleHeight: number): void {
      observers = [];
      vi.stubGlobal(
        'ResizeObserver',
        class {
          private readonly entry: { callback: ResizeObserverCallback; disconnected: boolean };
          constructor(callback: ResizeObserverCallback) {
            this.entry = { callback, disconnected: false };
            observers.push(this.entry);
          }
          observe(): void {
            queueMicrotask(() => this.entry.callback([], this as unknown as ResizeObserver));
          }
          unobserve(): void {}
          disconnect(): void {
            this.entry.disconnected = true;
          }
        },
      );
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const height = this.classList.contains('text-slider__inner')
          ? contentHeight
          : visibleHeight;
        return DOMRect.fromRect({ x: 0, y: 0, width: 300, height });
      });
    }

    it('shows the toggle and the fade when the text is longer than the offset', async () => {
      stubLayout(200, 66);
      const view = await renderView(<TextSlider>{TEXT}</TextSlider>);
      await act(async () => {});
      expect(sliderOf(view).dataset.fit).toBe('overflows');
      screen.getByShadowRole('button', { name: 'Mehr anzeigen' });
    });

    it('shows no toggle when the text fits into the offset', async () => {
      stubLayout(44, 66);
      const view = await renderView(<TextSlider>{TEXT}</TextSlider>);
      await act(async () => {});
      expect(sliderOf(view).dataset.fit).toBe('fits');
      expect(screen.queryByShadowRole('button')).toBeNull();
    });

    it('stops observing when unmounted', async () => {
      stubLayout(200, 66);
      const view = await renderView(<TextSlider>{TEXT}</TextSlider>);
      await act(async () => {});
      act(() => view.unmount());
      expect(observers.length).toBeGreaterThan(0);
      expect(observers.every((observer) => observer.disconnected)).toBe(true);
    });
  });
});

describe('text slider rules', () => {
  it.each([
    [undefined, 3],
    [null, 3],
    [1, 1],
    [4, 4],
    ['6', 6],
    [' 2 ', 2],
    [0, 3],
    [-2, 3],
    [1.5, 3],
    ['', 3],
    ['abc', 3],
    [Number.NaN, 3],
    [Number.POSITIVE_INFINITY, 3],
    ['120px', 3],
  ])('parseTextSliderOffset(%j) -> %i lines', (value, expected) => {
    expect(parseTextSliderOffset(value)).toBe(expected);
  });

  it.each([
    ['collapsed', 'expanded', 'common.showMore'],
    ['expanded', 'collapsed', 'common.showLess'],
  ] as const)('%s toggles to %s and is labelled %s', (state, next, key) => {
    expect(toggleTextSliderState(state)).toBe(next);
    expect(getToggleTextKey(state)).toBe(key);
  });

  it.each([
    ['Alle Details', 'Alle Details'],
    [undefined, 'Mehr anzeigen'],
    ['', 'Mehr anzeigen'],
    ['   ', 'Mehr anzeigen'],
  ])('pickToggleText(%j) -> %s', (override, expected) => {
    expect(pickToggleText(override, 'Mehr anzeigen')).toBe(expected);
  });

  it.each([
    [200, 66, 'overflows'],
    [66.4, 66, 'fits'],
    [66.6, 66, 'overflows'],
    [40, 66, 'fits'],
    [0, 0, 'fits'],
  ])('content %d px in a %d px box -> %s', (content, visible, expected) => {
    expect(getTextSliderFit(content, visible)).toBe(expected);
  });
});
