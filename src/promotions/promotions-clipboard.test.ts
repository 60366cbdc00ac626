import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeToClipboard } from './promotions-clipboard';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined): void {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

describe('writeToClipboard', () => {
  afterEach(() => {
    stubClipboard(undefined);
  });

  it('writes the text through the Clipboard API', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    expect(await writeToClipboard('HERBST15')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('HERBST15');
  });

  it('copies through a selected text field on a page without the Clipboard API', async () => {
    stubClipboard(undefined);
    let copied: string | undefined;
    const execCommand = vi.fn((command: string) => {
      const field = document.querySelector('textarea');
      copied = field?.value.slice(field.selectionStart, field.selectionEnd);
      return command === 'copy';
    });
    document.execCommand = execCommand;
    expect(await writeToClipboard('HERBST15')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('HERBST15');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back to the selection copy when the Clipboard API refuses', async () => {
    stubClipboard(() =>
      Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError')),
    );
    document.execCommand = vi.fn(() => true);
    expect(await writeToClipboard('X')).toBe(true);
  });

  it('says it failed when neither way works', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    document.execCommand = vi.fn(() => false);
    expect(await writeToClipboard('X')).toBe(false);
  });
});
