import { screen } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { getLogEntries, resetLogger } from '../../core/logger';
import type { Site } from '../../core/sites';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { AspectRatio } from './aspect-ratio';
import { Rating } from '../rating/index';
import { ThemeSurface, useTheme } from './theme';
import { THEMES } from './theme.logic';

afterEach(() => {
  cleanupViews();
  resetLogger();
});

function warnings(message: string) {
  return getLogEntries().filter((entry) => entry.level === 'warn' && entry.message === message);
}

function sheetText(shadow: ShadowRoot): string {
  return shadow.adoptedStyleSheets
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
}

describe('ThemeSurface', () => {
  it.each(THEMES)('carries theme %s as data-theme', async (theme) => {
    const view = await renderView(<ThemeSurface theme={theme}>Angebot</ThemeSurface>);
    const surface = view.shadow.querySelector<HTMLElement>('[part="theme-surface"]');
    expect(surface?.dataset.theme).toBe(theme);
    expect(surface?.textContent).toBe('Angebot');
  });

  it('brings the theme styles into the shadow root it renders in', async () => {
    const view = await renderView(<ThemeSurface theme="dark">Angebot</ThemeSurface>);
    expect(sheetText(view.shadow)).toContain('--se-theme-dark-background');
  });

  it('ignores an unknown theme and logs it once', async () => {
    const view = await renderView(
      <>
        <ThemeSurface theme="purple">Eins</ThemeSurface>
        <ThemeSurface theme="purple">Zwei</ThemeSurface>
      </>,
    );
    const surfaces = [...view.shadow.querySelectorAll<HTMLElement>('[part="theme-surface"]')];
    expect(surfaces.map((surface) => surface.hasAttribute('data-theme'))).toEqual([false, false]);
    expect(warnings('Unknown theme value ignored')).toEqual([
      expect.objectContaining({ context: { value: 'purple' } }),
    ]);
  });

  it('logs nothing when no theme is given', async () => {
    await renderView(<ThemeSurface theme={undefined}>Angebot</ThemeSurface>);
    expect(warnings('Unknown theme value ignored')).toEqual([]);
  });
});

describe('useTheme', () => {
  function Teaser({ theme }: { theme: unknown }) {
    const { theme: parsed, themeProps } = useTheme(theme);
    return (
      <section aria-label="Teaser" {...themeProps}>
        {parsed ?? 'none'}
      </section>
    );
  }

  it('gives the parsed theme and the attribute to spread', async () => {
    await renderView(<Teaser theme="coffee-dark" />);
    const section = screen.getByShadowRole('region', { name: 'Teaser' });
    expect(section.dataset.theme).toBe('coffee-dark');
    expect(section.textContent).toBe('coffee-dark');
  });

  it('gives no theme for a rejected value', async () => {
    await renderView(<Teaser theme="Dark" />);
    const section = screen.getByShadowRole('region', { name: 'Teaser' });
    expect(section.hasAttribute('data-theme')).toBe(false);
    expect(section.textContent).toBe('none');
  });
});

describe('AspectRatio', () => {
  it.each([
    ['16/9', 16 / 9],
    ['4/3', 4 / 3],
    ['3/2', 1.5],
    ['1/1', 1],
    [2.5, 2.5],
  ])('gives the box ratio %s', async (ratio, expected) => {
    const view = await renderView(
      <AspectRatio ratio={ratio}>
        <img src="/demo-assets/teaser.jpg" alt="Teaser" />
      </AspectRatio>,
    );
    const box = view.shadow.querySelector<HTMLElement>('[part="aspect-ratio"]');
    expect(box?.dataset.state).toBe('fixed');
    expect(Number(box?.style.getPropertyValue('--se-aspect-ratio'))).toBeCloseTo(expected, 5);
  });

  it('leaves the box free and logs a rejected ratio', async () => {
    const view = await renderView(
      <AspectRatio ratio="21/9">
        <img src="/demo-assets/teaser.jpg" alt="Teaser" />
      </AspectRatio>,
    );
    const box = view.shadow.querySelector<HTMLElement>('[part="aspect-ratio"]');
    expect(box?.dataset.state).toBe('free');
    expect(box?.style.getPropertyValue('--se-aspect-ratio')).toBe('');
    screen.getByShadowRole('img', { name: 'Teaser' });
    expect(warnings('Unknown aspect ratio ignored')).toHaveLength(1);
  });
});

describe('Rating', () => {
  function fillsOf(shadow: ShadowRoot): Array<string | undefined> {
    return [...shadow.querySelectorAll<HTMLElement>('[part="rating-star"]')].map(
      (star) => star.dataset.fill,
    );
  }

  it('shows half steps and reads as one labelled image', async () => {
    const view = await renderView(<Rating id="p4711" value={3.5} />);
    const rating = screen.getByShadowRole('img', { name: '3,5 von 5 Sternen' });
    expect(rating.id).toBe('p4711');
    expect(fillsOf(view.shadow)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(rating.querySelectorAll('svg[aria-hidden="true"]').length).toBe(10);
  });

  it('uses a given scale', async () => {
    const view = await renderView(<Rating id="p1" value="7" scale="10" />);
    screen.getByShadowRole('img', { name: '7 von 10 Sternen' });
    expect(fillsOf(view.shadow)).toHaveLength(10);
  });

  it('clamps the value to the scale', async () => {
    const view = await renderView(<Rating id="p1" value={6.2} />);
    screen.getByShadowRole('img', { name: '5 von 5 Sternen' });
    expect(fillsOf(view.shadow)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it.each<[Site, string]>([
    ['CH_FR', '4.5 étoiles sur 5'],
    ['HU', '5 csillagból 4,5'],
    ['TR', '5 yıldız üzerinden 4,5'],
    ['PL', '4,5 na 5 gwiazdek'],
  ])('reads the rating in the language and number format of site %s', async (site, name) => {
    await renderView(<Rating id="p1" value={4.5} />, { site });
    screen.getByShadowRole('img', { name });
  });

  it.each([
    ['an id that is not alphanumeric', { id: 'p-1', value: 4 }],
    ['a value that is not a number', { id: 'p1', value: 'gut' }],
    ['a scale of zero', { id: 'p1', value: 4, scale: 0 }],
  ])('renders nothing for %s and logs it', async (_, props) => {
    const view = await renderView(<Rating {...props} />);
    expect(view.shadow.querySelector('[part="rating"]')).toBeNull();
    expect(warnings('Rating rejected')).toHaveLength(1);
  });
});
