import { act, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useDrawnValue } from './use-hydrating';

// a value of the page that a test changes (the window's width, say)
let pageValue = 'page';
const listeners = new Set<() => void>();
function setPageValue(value: string): void {
  pageValue = value;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function Drawn(): string {
  const value = useSyncExternalStore(
    subscribe,
    () => pageValue,
    () => pageValue,
  );
  return useDrawnValue(value, 'server');
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  pageValue = 'page';
});

describe('useDrawnValue', () => {
  it('keeps the server’s value through hydration, until the page’s value changes', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Drawn />);
    document.body.append(container);
    expect(container.textContent).toBe('server');
    await act(async () => {
      root = hydrateRoot(container, <Drawn />);
    });
    // hydrated, and rendered again with the page's value: what is drawn stays
    expect(container.textContent).toBe('server');
    await act(async () => setPageValue('resized'));
    expect(container.textContent).toBe('resized');
  });

  it('is the page’s value throughout in a view rendered in the browser only', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Drawn />);
    });
    expect(container.textContent).toBe('page');
    await act(async () => setPageValue('resized'));
    expect(container.textContent).toBe('resized');
  });
});
