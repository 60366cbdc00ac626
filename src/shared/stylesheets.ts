/**
 * Styles go into each shadow root as constructable stylesheets (adoptedStyleSheets): no <style>
 * element is injected, so the elements also work under a strict `style-src` CSP, and one
 * CSSStyleSheet per text is shared by every instance of every element on the page.
 */
const sheets = new Map<string, CSSStyleSheet>();

function getSheet(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Parses stylesheets ahead of their first use: code loaded on intent calls it as it loads (during
 * a hover delay), so the first render only adopts the parsed sheet. Parsing a large sheet at the
 * first render cost the navigation's first opening about 5 ms.
 */
export function prepareStyles(...cssTexts: readonly string[]): void {
  for (const text of cssTexts) if (text.trim() !== '') getSheet(text);
}

export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const wanted = cssTexts.filter((text) => text.trim() !== '').map(getSheet);
  const current = root.adoptedStyleSheets;
  root.adoptedStyleSheets = [...current, ...wanted.filter((sheet) => !current.includes(sheet))];
}

/** The server render's collector of stylesheet texts (elements/server/page-border.tsx). */
let collector: Set<string> | undefined;

/** Records the texts a server render uses (nothing in a browser, where no collector is set). */
export function collectStyles(cssTexts: readonly string[]): void {
  if (collector) for (const text of cssTexts) if (text.trim() !== '') collector.add(text);
}

/** Starts collecting into `into` (undefined stops): the server renderer, around one render. */
export function setStyleCollector(into: Set<string> | undefined): void {
  collector = into;
}
