import userEvent from '@testing-library/user-event';
import { act, createRef } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Button } from './button';
import { BUTTON_SIZES, BUTTON_VARIANTS, BUTTON_WIDTHS } from './button.logic';

// the spec's ripple timings (footer §9), written out: the constants the button reads are what
// these tests check
const RIPPLE_MIN_DISPLAY = 250;
const RIPPLE_FADE_OUT = 300;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanupViews();
  vi.useRealTimers();
});

function pointer(type: string, target: Element, x = 10, y = 5): void {
  act(() => {
    target.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        composed: true,
        cancelable: true,
        button: 0,
        clientX: x,
        clientY: y,
        pointerType: 'mouse',
      }),
    );
  });
}

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function ripplesOf(view: { shadow: ShadowRoot }): HTMLElement[] {
  return [...view.shadow.querySelectorAll<HTMLElement>('[part="button-ripple"]')];
}

describe('Button', () => {
  it('renders a native button of type button by default', async () => {
    await renderView(<Button>Weiter</Button>);
    const button = screen.getByShadowRole('button', { name: 'Weiter' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('passes another type through', async () => {
    await renderView(<Button type="submit">Absenden</Button>);
    expect(screen.getByShadowRole('button', { name: 'Absenden' }).getAttribute('type')).toBe(
      'submit',
    );
  });

  it('defaults to medium, content width, primary and no state', async () => {
    await renderView(<Button>Weiter</Button>);
    const button = screen.getByShadowRole('button', { name: 'Weiter' });
    expect(button.dataset).toMatchObject({
      size: 'medium',
      width: 'content',
      variant: 'primary',
      state: 'none',
    });
  });

  it.each(BUTTON_SIZES)('exposes size %s as data-size', async (size) => {
    await renderView(<Button size={size}>Weiter</Button>);
    expect(screen.getByShadowRole('button').dataset.size).toBe(size);
  });

  it.each(BUTTON_WIDTHS)('exposes width %s as data-width', async (width) => {
    await renderView(<Button width={width}>Weiter</Button>);
    expect(screen.getByShadowRole('button').dataset.width).toBe(width);
  });

  it.each(BUTTON_VARIANTS)('exposes variant %s as data-variant', async (variant) => {
    await renderView(<Button variant={variant}>Weiter</Button>);
    expect(screen.getByShadowRole('button').dataset.variant).toBe(variant);
  });

  it('calls onClick when clicked', async () => {
    const onClick = vi.fn();
    await renderView(<Button onClick={onClick}>Weiter</Button>);
    await userEvent.click(screen.getByShadowRole('button', { name: 'Weiter' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('forwards aria-haspopup, aria-expanded and aria-controls', async () => {
    const view = await renderView(
      <Button aria-haspopup="dialog" aria-expanded={false} aria-controls="preview-dialog">
        Vorschau
      </Button>,
    );
    const button = screen.getByShadowRole('button', { name: 'Vorschau' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('preview-dialog');
    view.rerender(
      <Button aria-haspopup="dialog" aria-expanded aria-controls="preview-dialog">
        Vorschau
      </Button>,
    );
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('forwards aria-haspopup, aria-expanded and aria-controls on a link', async () => {
    await renderView(
      <Button href="#menu" aria-haspopup="menu" aria-expanded={false} aria-controls="menu">
        Menü
      </Button>,
    );
    const link = screen.getByShadowRole('link', { name: 'Menü' });
    expect(link.getAttribute('aria-haspopup')).toBe('menu');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(link.getAttribute('aria-controls')).toBe('menu');
  });

  it('leaves the popup attributes out when not given', async () => {
    await renderView(<Button>Weiter</Button>);
    const button = screen.getByShadowRole('button', { name: 'Weiter' });
    expect(button.hasAttribute('aria-haspopup')).toBe(false);
    expect(button.hasAttribute('aria-expanded')).toBe(false);
    expect(button.hasAttribute('aria-controls')).toBe(false);
  });

  it('forwards its ref to the button', async () => {
    const ref = createRef<HTMLButtonElement | HTMLAnchorElement>();
    await renderView(<Button ref={ref}>Weiter</Button>);
    expect(ref.current).toBe(screen.getByShadowRole('button', { name: 'Weiter' }));
  });

  describe('disabled', () => {
    it('is natively disabled and ignores clicks', async () => {
      const onClick = vi.fn();
      await renderView(
        <Button disabled onClick={onClick}>
          Weiter
        </Button>,
      );
      const button = screen.getByShadowRole('button', { name: 'Weiter' });
      expect(button).toHaveProperty('disabled', true);
      act(() => button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })));
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('loading', () => {
    it('shows a spinner and keeps the label in place', async () => {
      const view = await renderView(<Button state="loading">Weiter</Button>);
      const button = screen.getByShadowRole('button', { name: 'Weiter' });
      expect(button.dataset.state).toBe('loading');
      expect(view.shadow.querySelector('[part="button-spinner"]')).not.toBeNull();
      expect(view.shadow.querySelector('[part="button-label"]')?.textContent).toBe('Weiter');
    });

    it('is announced with aria-busy and a live loading text', async () => {
      const view = await renderView(<Button>Weiter</Button>);
      const status = screen.getByShadowRole('status');
      expect(status.textContent).toBe('');
      view.rerender(<Button state="loading">Weiter</Button>);
      const button = screen.getByShadowRole('button', { name: 'Weiter' });
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.getAttribute('aria-disabled')).toBe('true');
      // the same live region, now filled, so screen readers announce the change
      expect(screen.getByShadowRole('status')).toBe(status);
      expect(status.textContent).toBe('Wird geladen …');
    });

    it('announces loading in the language of the site', async () => {
      await renderView(<Button state="loading">Dalej</Button>, { site: 'PL' });
      expect(screen.getByShadowRole('status').textContent).toBe('Ładowanie…');
    });

    it('ignores clicks but stays focusable', async () => {
      const onClick = vi.fn();
      await renderView(
        <Button state="loading" onClick={onClick}>
          Weiter
        </Button>,
      );
      const button = screen.getByShadowRole('button', { name: 'Weiter' });
      expect(button).toHaveProperty('disabled', false);
      await userEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });

    it('does not submit its form', async () => {
      const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
      const view = await renderView(
        <form aria-label="Newsletter">
          <Button type="submit" state="loading">
            Absenden
          </Button>
        </form>,
      );
      view.shadow.querySelector('form')?.addEventListener('submit', onSubmit);
      await userEvent.click(screen.getByShadowRole('button', { name: 'Absenden' }));
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('as a link', () => {
    it('renders an <a> with the href and forwards clicks and its ref', async () => {
      const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
      const ref = createRef<HTMLButtonElement | HTMLAnchorElement>();
      await renderView(
        <Button href="/cart?step=shopping_cart" onClick={onClick} ref={ref}>
          Zum Warenkorb
        </Button>,
      );
      const link = screen.getByShadowRole('link', { name: 'Zum Warenkorb' });
      expect(link.tagName).toBe('A');
      expect(link.getAttribute('href')).toBe('/cart?step=shopping_cart');
      expect(ref.current).toBe(link);
      await userEvent.click(link);
      expect(onClick).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['disabled', { disabled: true }, null],
      ['loading', { state: 'loading' as const }, '0'],
    ])('is not navigable while %s', async (_, props, tabIndex) => {
      const onClick = vi.fn();
      await renderView(
        <Button href="/cart" onClick={onClick} {...props}>
          Zum Warenkorb
        </Button>,
      );
      const link = screen.getByShadowRole('link', { name: 'Zum Warenkorb' });
      expect(link.hasAttribute('href')).toBe(false);
      expect(link.getAttribute('aria-disabled')).toBe('true');
      expect(link.getAttribute('tabindex')).toBe(tabIndex);
      await userEvent.click(link);
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('ripple', () => {
    it('appears at the pointer position', async () => {
      const view = await renderView(<Button>Weiter</Button>);
      pointer('pointerdown', screen.getByShadowRole('button'), 30, 12);
      const [ripple] = ripplesOf(view);
      expect(ripple?.dataset.state).toBe('visible');
      expect(ripple?.style.getPropertyValue('--se-ripple-x')).toBe('30px');
      expect(ripple?.style.getPropertyValue('--se-ripple-y')).toBe('12px');
    });

    it('stays 250 ms when released sooner, then fades over 300 ms and is removed', async () => {
      const view = await renderView(<Button>Weiter</Button>);
      vi.useFakeTimers();
      const button = screen.getByShadowRole('button');
      pointer('pointerdown', button);
      advance(50);
      pointer('pointerup', button);
      advance(RIPPLE_MIN_DISPLAY - 50 - 1);
      expect(ripplesOf(view).map((ripple) => ripple.dataset.state)).toEqual(['visible']);
      advance(1);
      expect(ripplesOf(view).map((ripple) => ripple.dataset.state)).toEqual(['fading']);
      advance(RIPPLE_FADE_OUT - 1);
      expect(ripplesOf(view)).toHaveLength(1);
      advance(1);
      expect(ripplesOf(view)).toHaveLength(0);
    });

    it('stays while the pointer is held and fades as soon as it is released', async () => {
      const view = await renderView(<Button>Weiter</Button>);
      vi.useFakeTimers();
      const button = screen.getByShadowRole('button');
      pointer('pointerdown', button);
      advance(1000);
      expect(ripplesOf(view).map((ripple) => ripple.dataset.state)).toEqual(['visible']);
      pointer('pointerup', button);
      advance(0);
      expect(ripplesOf(view).map((ripple) => ripple.dataset.state)).toEqual(['fading']);
      advance(RIPPLE_FADE_OUT);
      expect(ripplesOf(view)).toHaveLength(0);
    });

    it('counts leaving the button as a release', async () => {
      const view = await renderView(<Button>Weiter</Button>);
      vi.useFakeTimers();
      const button = screen.getByShadowRole('button');
      pointer('pointerdown', button);
      pointer('pointerout', button);
      advance(RIPPLE_MIN_DISPLAY);
      expect(ripplesOf(view).map((ripple) => ripple.dataset.state)).toEqual(['fading']);
    });

    it('shows nothing when the user prefers reduced motion', async () => {
      vi.stubGlobal(
        'matchMedia',
        (query: string) =>
          ({
            matches: query === '(prefers-reduced-motion: reduce)',
            media: query,
          }) as MediaQueryList,
      );
      const view = await renderView(<Button>Weiter</Button>);
      pointer('pointerdown', screen.getByShadowRole('button'));
      expect(ripplesOf(view)).toHaveLength(0);
    });

    it.each([
      ['disabled', { disabled: true }],
      ['loading', { state: 'loading' as const }],
    ])('shows nothing while %s', async (_, props) => {
      const view = await renderView(<Button {...props}>Weiter</Button>);
      pointer('pointerdown', screen.getByShadowRole('button'));
      expect(ripplesOf(view)).toHaveLength(0);
    });

    it('releases its timers when unmounted', async () => {
      const view = await renderView(<Button>Weiter</Button>);
      vi.useFakeTimers();
      const button = screen.getByShadowRole('button');
      pointer('pointerdown', button);
      pointer('pointerup', button);
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      act(() => view.unmount());
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
