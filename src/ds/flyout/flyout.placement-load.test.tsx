import { fireEvent, waitFor } from '@testing-library/dom';
import { useRef } from 'react';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../../core/logger';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { useFlyout } from './index';

// The placing code (flyout-placement.ts) loads on the first intent at a flyout (issue 15); here
// its first import fails as a chunk that did not arrive would.
const chunk = vi.hoisted(() => ({ fails: true, imports: 0 }));
vi.mock('./flyout-placement', async (importOriginal) => {
  chunk.imports += 1;
  if (chunk.fails) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

function TestFlyout() {
  const triggerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const flyout = useFlyout({ kind: 'USER_MENU', triggerRef, toggleRef, panelRef });
  return (
    <div ref={triggerRef} {...flyout.getTriggerProps()}>
      <button ref={toggleRef} type="button" {...flyout.getToggleProps()}>
        Konto
      </button>
      {flyout.isRendered && (
        <div ref={panelRef} {...flyout.getPanelProps()} aria-label="Konto Menü">
          <a href="#konto">Mein Konto</a>
        </div>
      )}
    </div>
  );
}

afterEach(() => {
  cleanupViews();
  resetLogger();
});

describe('a flyout whose placing code loads on intent', () => {
  it('opens nothing when that code fails to load, raises preload-error, and loads it again and opens on the next intent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const preloadErrors: unknown[] = [];
    const onPreloadError = (event: Event): number =>
      preloadErrors.push((event as CustomEvent).detail);
    window.addEventListener('preload-error', onPreloadError);
    onTestFinished(() => window.removeEventListener('preload-error', onPreloadError));
    await renderView(<TestFlyout />);
    expect(chunk.imports).toBe(0);
    const toggle = screen.getByShadowRole('button', { name: 'Konto' });

    fireEvent.click(toggle);
    await waitFor(() =>
      expect(getLogEntries().at(-1)).toMatchObject({
        level: 'error',
        message: "Could not load the flyout's placement; the next intent tries again",
      }),
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(chunk.imports).toBe(1);
    // the element the flyout is part of (here the test view's host)
    expect(preloadErrors).toMatchObject([{ tag: 'div' }]);

    chunk.fails = false;
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(chunk.imports).toBe(2);
    expect(preloadErrors).toHaveLength(1);
    expect(screen.getByShadowRole('dialog', { name: 'Konto Menü' }).hidden).toBe(false);
  });
});
