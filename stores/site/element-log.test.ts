import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLogEntries, resetLogger } from '../../src/core/logger';
import { logInvalidAttribute, logRenderFailure, logReplacedMethod } from './element-log';

describe('the element wrapper logs', () => {
  beforeEach(() => {
    resetLogger();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('warns about an invalid attribute value once per tag, attribute and value', () => {
    logInvalidAttribute('shop-search', 'variant', 'huge');
    logInvalidAttribute('shop-search', 'variant', 'huge');
    logInvalidAttribute('shop-search', 'variant', 'tiny');
    expect(getLogEntries().map((entry) => entry.message)).toEqual([
      '<shop-search> ignores the invalid variant="huge"',
      '<shop-search> ignores the invalid variant="tiny"',
    ]);
  });

  it('logs a render failure as an error with the error as plain data', () => {
    logRenderFailure('shop-minicart', new TypeError('boom'), '\n    at MiniCart');
    const [entry] = getLogEntries();
    expect(entry?.level).toBe('error');
    expect(entry?.context).toEqual({
      error: { name: 'TypeError', message: 'boom' },
      componentStack: '\n    at MiniCart',
    });
  });

  it('warns once per tag and method about a property replaced by a method', () => {
    logReplacedMethod('shop-minicart', 'modify');
    logReplacedMethod('shop-minicart', 'modify');
    expect(getLogEntries()).toHaveLength(1);
    expect(getLogEntries()[0]?.level).toBe('warn');
  });
});
