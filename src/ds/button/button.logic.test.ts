// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  getButtonElementKind,
  getRippleFadeDelay,
  getRippleGeometry,
  isButtonActionable,
  type ButtonState,
} from './button.logic';

describe('isButtonActionable', () => {
  it.each<[ButtonState, boolean, boolean]>([
    ['none', false, true],
    ['none', true, false],
    ['loading', false, false],
    ['loading', true, false],
  ])('state %s, disabled %s -> %s', (state, disabled, expected) => {
    expect(isButtonActionable(state, disabled)).toBe(expected);
  });
});

describe('getButtonElementKind', () => {
  it.each<[string | undefined, ButtonState, boolean, string]>([
    [undefined, 'none', false, 'button'],
    ['', 'none', false, 'button'],
    [undefined, 'loading', true, 'button'],
    ['/cart', 'none', false, 'link'],
    ['/cart', 'none', true, 'inert-link'],
    ['/cart', 'loading', false, 'inert-link'],
  ])('href %j, state %s, disabled %s -> %s', (href, state, disabled, expected) => {
    expect(getButtonElementKind(href, state, disabled)).toBe(expected);
  });
});

describe('getRippleGeometry', () => {
  const box = { left: 100, top: 50, width: 200, height: 40 };

  it.each([
    ['the centre', 200, 70, { x: 100, y: 20 }, 2 * Math.hypot(100, 20)],
    ['the top-left corner', 100, 50, { x: 0, y: 0 }, 2 * Math.hypot(200, 40)],
    ['the right edge', 300, 60, { x: 200, y: 10 }, 2 * Math.hypot(200, 30)],
  ])('grows from %s and covers the farthest corner', (_, clientX, clientY, centre, size) => {
    expect(getRippleGeometry(box, clientX, clientY)).toEqual({ ...centre, size });
  });
});

describe('getRippleFadeDelay', () => {
  it.each([
    [0, 0, 250],
    [0, 50, 200],
    [0, 249, 1],
    [0, 250, 0],
    [0, 1000, 0],
    [1000, 1100, 150],
    // a clock that went backwards still waits no longer than the minimum
    [1000, 900, 250],
  ])('pressed at %i, released at %i -> fades after %i ms', (pressedAt, releasedAt, expected) => {
    expect(getRippleFadeDelay(pressedAt, releasedAt)).toBe(expected);
  });
});
