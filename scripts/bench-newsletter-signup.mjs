// Bench of <newsletter-signup> (issue 6; budget "first render within one frame after its code has
// loaded"). On /demo/host.html with the built dist/, per site, with the element's code already
// loaded and defined (dist/elements/newsletter-signup.js imported first):
// - firstRenderMs: from appending the element to its form in the shadow root, its locale's
//   messages already loaded (a first element of that site was mounted and removed before);
//   framesToFirstRender: animation frames that began in between (0: the form is there before
//   the next frame, so it is painted in the frame it was added in);
// - withLocaleLoadMs: the same for the very first element of the site, which also fetches the
//   locale's message chunk; afterLocaleLoadedMs: of that, the part after the chunk's response
//   ended (resource timing), i.e. the render once all of its code is there;
// - expandMs: from focusing the e-mail field of the painted form to the expanded form
//   (salutation, names, consents, legal texts and links) being in the DOM.
// Medians over RUNS fresh pages (cold cache), frames as the maximum; in milliseconds. Reported,
// never asserted: this 2-core machine is not a stable clock.

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SITES = ['DE', 'AT', 'HU', 'TR'];

const round = (value) => Math.round(value * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return round(sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
};

/** One fresh page: the code loaded, then a cold-locale mount, a warm mount and an expansion. */
async function measureOnce(browser, url, site) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/demo/host.html`);
  const result = await page.evaluate(async (site) => {
    await import('/dist/elements/newsletter-signup.js');
    await customElements.whenDefined('newsletter-signup');
    const main = document.querySelector('main');

    /** Appends an element and resolves when `selector` is in its shadow root. */
    function mount(selector) {
      const element = document.createElement('newsletter-signup');
      element.setAttribute('site', site);
      let frames = 0;
      let counting = true;
      const countFrame = () => {
        if (!counting) return;
        frames += 1;
        requestAnimationFrame(countFrame);
      };
      return new Promise((resolve) => {
        const start = performance.now();
        const done = () => {
          counting = false;
          const end = performance.now();
          const locale = performance
            .getEntriesByType('resource')
            .find((entry) => /\/chunks\/[a-z]{2}-[A-Z]{2}-[^/]+\.js$/.test(entry.name));
          const afterLocale =
            locale && locale.responseEnd > start ? end - locale.responseEnd : null;
          resolve({ element, ms: end - start, frames, afterLocale });
        };
        main.append(element);
        requestAnimationFrame(countFrame);
        if (element.shadowRoot.querySelector(selector)) return done();
        const observer = new MutationObserver(() => {
          if (!element.shadowRoot.querySelector(selector)) return;
          observer.disconnect();
          done();
        });
        observer.observe(element.shadowRoot, { childList: true, subtree: true });
      });
    }

    const cold = await mount('form');
    cold.element.remove();
    const warm = await mount('form');
    const root = warm.element.shadowRoot;
    // the form is painted first: focus() would otherwise also pay for its first style and layout
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const expanded = await new Promise((resolve) => {
      const start = performance.now();
      const observer = new MutationObserver(() => {
        if (!root.querySelector('[part~="legal"]')) return;
        observer.disconnect();
        resolve(performance.now() - start);
      });
      observer.observe(root, { childList: true, subtree: true });
      root.querySelector('input[type="email"]').focus();
    });
    return {
      withLocaleLoadMs: cold.ms,
      afterLocaleLoadedMs: cold.afterLocale,
      firstRenderMs: warm.ms,
      framesToFirstRender: warm.frames,
      expandMs: expanded,
    };
  }, site);
  await context.close();
  return result;
}

/** Runs the bench against a demo server serving dist/ at `url`; resolves to the report part. */
export async function bench({ browser, url }) {
  const sites = {};
  for (const site of SITES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, url, site));
    sites[site] = {
      firstRenderMs: median(runs.map((run) => run.firstRenderMs)),
      framesToFirstRender: Math.max(...runs.map((run) => run.framesToFirstRender)),
      withLocaleLoadMs: median(runs.map((run) => run.withLocaleLoadMs)),
      afterLocaleLoadedMs: median(
        runs.map((run) => run.afterLocaleLoadedMs).filter((value) => value !== null),
      ),
      expandMs: median(runs.map((run) => run.expandMs)),
    };
  }
  return { runs: RUNS, sites };
}
