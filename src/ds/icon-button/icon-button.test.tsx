import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../../core/logger';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { IconButton } from './icon-button';
import { ICON_BUTTON_SIZES, getIconButtonAria, type IconButtonState } from './icon-button.logic';
import { ICON_NAMES, Icon, isIconName } from './icons';

afterEach(() => {
  cleanupViews();
  resetLogger();
});

// The type system enforces the accessible name: this line must not compile.
export function IconButtonWithoutLabel() {
  // @ts-expect-error `label` is required
  return <IconButton icon="close" />;
}

describe('IconButton', () => {
  it('is a native button named by its label, with the icon hidden from assistive technology', async () => {
    const view = await renderView(<IconButton label="Warenkorb" icon="cart" />);
    const button = screen.getByShadowRole('button', { name: 'Warenkorb' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    const icon = view.shadow.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.getAttribute('data-icon')).toBe('cart');
  });

  it.each(ICON_BUTTON_SIZES)('exposes size %s as data-size', async (size) => {
    await renderView(<IconButton label="Suche" icon="search" size={size} />);
    expect(screen.getByShadowRole('button', { name: 'Suche' }).dataset.size).toBe(size);
  });

  it('defaults to the small size and the default state', async () => {
    await renderView(<IconButton label="Suche" icon="search" />);
    expect(screen.getByShadowRole('button', { name: 'Suche' }).dataset).toMatchObject({
      size: 'small',
      state: 'default',
    });
  });

  it('says it is pressed when active', async () => {
    await renderView(<IconButton label="Merkzettel" icon="star" state="active" />);
    expect(
      screen.getByShadowRole('button', { name: 'Merkzettel', pressed: true }).dataset.state,
    ).toBe('active');
  });

  it('says a toggle is not pressed in its default state', async () => {
    await renderView(<IconButton label="Merkzettel" icon="star" isToggle />);
    screen.getByShadowRole('button', { name: 'Merkzettel', pressed: false });
  });

  it('has no aria-pressed when it is a plain action', async () => {
    await renderView(<IconButton label="Suche" icon="search" />);
    expect(screen.getByShadowRole('button', { name: 'Suche' }).hasAttribute('aria-pressed')).toBe(
      false,
    );
  });

  it('calls onClick when clicked', async () => {
    const onClick = vi.fn();
    await renderView(<IconButton label="Entfernen" icon="trash" onClick={onClick} />);
    await userEvent.click(screen.getByShadowRole('button', { name: 'Entfernen' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is natively disabled and ignores clicks when disabled', async () => {
    const onClick = vi.fn();
    await renderView(
      <IconButton label="Entfernen" icon="trash" state="disabled" onClick={onClick} />,
    );
    const button = screen.getByShadowRole('button', { name: 'Entfernen' });
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the button', async () => {
    const ref = createRef<HTMLButtonElement>();
    await renderView(<IconButton label="Suche" icon="search" ref={ref} />);
    expect(ref.current).toBe(screen.getByShadowRole('button', { name: 'Suche' }));
  });

  it('logs an error when the label is blank', async () => {
    await renderView(<IconButton label="  " icon="close" />);
    expect(getLogEntries()).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'Icon button without a label' }),
    );
  });
});

describe('getIconButtonAria', () => {
  it.each<[IconButtonState, boolean, boolean, string | undefined]>([
    ['default', false, false, undefined],
    ['default', true, false, 'false'],
    ['disabled', false, true, undefined],
    ['disabled', true, true, 'false'],
    ['active', false, false, 'true'],
    ['active', true, false, 'true'],
  ])(
    'state %s, toggle %s -> disabled %s, aria-pressed %s',
    (state, isToggle, disabled, pressed) => {
      expect(getIconButtonAria(state, isToggle)).toEqual({ disabled, 'aria-pressed': pressed });
    },
  );
});

describe('Icon', () => {
  it.each(ICON_NAMES)('draws %s in currentColor on a 24x24 grid, hidden from AT', async (name) => {
    const view = await renderView(<Icon name={name} />);
    const svg = view.shadow.querySelector('svg');
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('part')).toBe('icon');
    const shapes = [...(svg?.querySelectorAll('path, circle, polygon, rect') ?? [])];
    expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) {
      const paint = [shape.getAttribute('fill'), shape.getAttribute('stroke')];
      expect(paint).toContain('currentColor');
      expect(
        paint.every((value) => value === null || value === 'none' || value === 'currentColor'),
      ).toBe(true);
    }
  });

  it.each([
    ['close', true],
    ['star-half', true],
    ['Close', false],
    ['heart', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('isIconName(%j) is %s', (value, expected) => {
    expect(isIconName(value)).toBe(expected);
  });
});
