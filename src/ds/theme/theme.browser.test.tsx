import { expect } from 'chai';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { Notification } from '../notification/notification';
import { TextSlider } from '../text-slider/text-slider';
import { AspectRatio } from './aspect-ratio';
import { Rating } from '../rating/index';
import { ThemeSurface } from './theme';
import { THEMES } from './theme.logic';

function surfaceOf(shadow: ShadowRoot): HTMLElement {
  const surface = shadow.querySelector<HTMLElement>('[part="theme-surface"]');
  if (!surface) throw new Error('no theme surface');
  return surface;
}

function ThemedContent() {
  return (
    <>
      <h2>Angebote der Woche</h2>
      <p>
        Frischer Kaffee und mehr. <a href="#angebote">Alle Angebote</a>
      </p>
      <Button>Primär</Button>
      <Button variant="secondary">Sekundär</Button>
      <IconButton label="Warenkorb" icon="cart" />
      <Rating id="p1" value={4.5} />
      <Notification state="warning" isClosable>
        Nur noch wenige verfügbar
      </Notification>
      <TextSlider offset={1}>Ein längerer Text über die Aktion der Woche.</TextSlider>
    </>
  );
}

describe('Themes in Chromium', () => {
  afterEach(() => cleanupViews());

  it('paints the surface and re-points the tokens of the components inside', async () => {
    const view = await renderView(
      <ThemeSurface theme="blue-dark">
        <Button>Jetzt kaufen</Button>
      </ThemeSurface>,
    );
    const surface = surfaceOf(view.shadow);
    expect(getComputedStyle(surface).backgroundColor).to.equal('rgb(0, 48, 94)');
    expect(getComputedStyle(surface).color).to.equal('rgb(255, 255, 255)');
    const button = screen.getByShadowRole('button', { name: 'Jetzt kaufen' });
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(156, 202, 255)');
  });

  it('lets the page override a theme colour from outside the shadow root', async () => {
    const view = await renderView(
      <ThemeSurface theme="dark">
        <Button>Jetzt kaufen</Button>
      </ThemeSurface>,
    );
    view.host.style.setProperty('--se-theme-dark-accent', 'rgb(1, 2, 3)');
    const button = screen.getByShadowRole('button', { name: 'Jetzt kaufen' });
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('colours plain links with the accent but leaves link buttons alone', async () => {
    await renderView(
      <ThemeSurface theme="coffee-dark">
        <a href="#mehr">Mehr</a>
        <Button href="#kaufen">Kaufen</Button>
      </ThemeSurface>,
    );
    expect(getComputedStyle(screen.getByShadowRole('link', { name: 'Mehr' })).color).to.equal(
      'rgb(224, 176, 132)',
    );
    expect(getComputedStyle(screen.getByShadowRole('link', { name: 'Kaufen' })).color).to.equal(
      'rgb(59, 42, 32)',
    );
  });

  it('keeps the base colours when the theme is rejected', async () => {
    const view = await renderView(<ThemeSurface theme="neon">Text</ThemeSurface>);
    expect(getComputedStyle(surfaceOf(view.shadow)).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
  });

  for (const theme of THEMES) {
    it(`has no axe violations in theme ${theme}`, async () => {
      const view = await renderView(
        <ThemeSurface theme={theme}>
          <ThemedContent />
        </ThemeSurface>,
      );
      await expectNoAxeViolations(view.host);
    });
  }

  it('sizes the aspect-ratio box from the ratio, and leaves a rejected one free', async () => {
    const view = await renderView(
      <div style={{ width: '320px' }}>
        <AspectRatio ratio="16/9">
          <span>16/9</span>
        </AspectRatio>
        <AspectRatio ratio="1/1">
          <span>1/1</span>
        </AspectRatio>
        <AspectRatio ratio={2}>
          <span>2</span>
        </AspectRatio>
        <AspectRatio ratio="21/9">
          <span>frei</span>
        </AspectRatio>
      </div>,
    );
    const boxes = [...view.shadow.querySelectorAll('[part="aspect-ratio"]')];
    const heights = boxes.map((box) => Math.round(box.getBoundingClientRect().height));
    // the free box is as high as its one line of text
    const lineHeight = Math.round(parseFloat(getComputedStyle(boxes[3] as Element).lineHeight));
    expect(heights).to.deep.equal([180, 320, 160, lineHeight]);
    await expectNoAxeViolations(view.host);
  });

  it('draws a half star as half of a filled star, and passes axe', async () => {
    const view = await renderView(<Rating id="p1" value={2.5} />);
    const half = view.shadow.querySelector('[data-fill="half"] .rating__star-filled');
    expect(half && getComputedStyle(half).clipPath).to.equal('inset(0px 50% 0px 0px)');
    const empty = view.shadow.querySelector('[data-fill="empty"] .rating__star-filled');
    expect(empty && getComputedStyle(empty).display).to.equal('none');
    await expectNoAxeViolations(view.host);
  });
});
