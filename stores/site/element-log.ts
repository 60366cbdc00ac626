/**
 * What the element wrapper (elements/internal) logs, in the bundle's logger: the ring buffer,
 * the console with the `[shop-elements]` prefix and, for errors, the logging service. Elements
 * reach the logger only through this module (docs/architecture.md, "Layers").
 */
import { describeError, logOnce, logger } from '../../src/core/logger';

/** An attribute value the element cannot use (it falls back to the default); once per value. */
export function logInvalidAttribute(tag: string, attribute: string, value: string): void {
  logOnce(
    `${tag}|${attribute}|${value}`,
    'warn',
    `<${tag}> ignores the invalid ${attribute}="${value}"`,
    {
      tag,
      attribute,
      value,
    },
  );
}

/** A view threw while rendering; the element renders nothing instead of breaking the page. */
export function logRenderFailure(tag: string, error: unknown, componentStack?: string): void {
  logger.error(`<${tag}> failed to render and was hidden`, {
    error: describeError(error),
    componentStack,
  });
}

/** An element's start-up work (ShopElementOptions.onConnect) threw; the element renders anyway. */
export function logConnectFailure(tag: string, error: unknown): void {
  logger.error(`<${tag}> failed to start its work on connect`, { error: describeError(error) });
}

/** Another script defined the tag between our check and our definition; theirs stays. */
export function logDefinedElsewhere(tag: string, error: unknown): void {
  logger.warn(`<${tag}> was already defined elsewhere`, { error: String(error) });
}

/**
 * A page set a property named like one of the element's methods before the tag was defined;
 * on upgrade the element's method replaces it (the script API must stay callable).
 */
export function logReplacedMethod(tag: string, method: string): void {
  logOnce(
    `${tag}|method|${method}`,
    'warn',
    `<${tag}> replaced the ${method} property a script set before the element was defined with its own ${method}() method`,
    { tag, method },
  );
}

/** The server's embedded data could not be read; the element hydrates without it (and loads it). */
export function logServerStateFailure(tag: string, error: unknown): void {
  logger.error(`<${tag}> could not read the server's data`, { error: describeError(error) });
}
