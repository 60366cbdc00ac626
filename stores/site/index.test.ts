import { describe, expect, it, vi } from 'vitest';
import { $catalogues, $derivedPlatform, $viewportWidth, loadMessages } from './index';

function resizeTo(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('$derivedPlatform', () => {
  it('follows the window width across the 980 and 1440 cut-offs while subscribed', () => {
    const seen: string[] = [];
    const unsubscribe = $derivedPlatform.subscribe((platform) => seen.push(platform));
    resizeTo(979);
    resizeTo(980);
    resizeTo(1439);
    resizeTo(1440);
    resizeTo(1600);
    unsubscribe();
    // a width inside the same platform band notifies no one
    expect(seen.slice(1)).toEqual(['MATCH', 'TABLET', 'CLASSIC']);
  });

  it('stops listening to resize when the last subscriber leaves', async () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const unsubscribe = $viewportWidth.subscribe(() => {});
    unsubscribe();
    // nanostores unmounts a store 1 s after its last listener leaves (2 s via the computed)
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
  });
});

describe('loadMessages', () => {
  it('puts the locale catalogue into $catalogues once', async () => {
    await loadMessages('tr-TR');
    const first = $catalogues.get()['tr-TR'];
    expect(first?.['common.close']).toBe('Kapat');
    await loadMessages('tr-TR');
    expect($catalogues.get()['tr-TR']).toBe(first);
  });
});
