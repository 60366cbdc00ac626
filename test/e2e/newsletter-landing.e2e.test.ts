import { describe, expect, inject, it } from 'vitest';
import { axeViolations, chromiumForFile } from './browser';

// The demo's newsletter landing-page section: one element per site, the backend's subscriber
// list and the double-opt-in link a new subscriber gets.
const browser = chromiumForFile('landing-e2e');

const SITES = ['DE', 'AT', 'CH', 'CH_FR', 'PL', 'CZ', 'HU', 'SK', 'TR'];

/**
 * Nine forms load their messages and render (or a page loads and confirms): on two busy cores
 * that can take seconds.
 */
const RENDERED = { timeout: 10_000 };

async function landingPage() {
  const watched = await browser.open();
  await watched.page.goto(`${inject('demoUrl')}/?site=DE#newsletter-landing`);
  return watched;
}

describe('the newsletter landing-page section of the demo', () => {
  it('shows one sign-up form per site, each in its own language, untouched by the site switch', async () => {
    const { page, errors } = await landingPage();
    const forms = page.locator('#newsletter-landing newsletter-signup');
    await expect.poll(() => forms.count()).toBe(SITES.length);
    for (const [index, site] of SITES.entries()) {
      expect(await forms.nth(index).getAttribute('site')).toBe(site);
    }
    await expect
      .poll(() => forms.nth(5).getByRole('textbox').first().isVisible(), RENDERED)
      .toBe(true);
    // the panel's site goes to the catalogue's elements, not to the fixed landing pages
    await page.getByLabel('Site', { exact: true }).selectOption('PL');
    // the switch has reached the page's elements: the page's own header speaks PL now
    await expect.poll(() => page.locator('#page-header').getAttribute('site')).toBe('PL');
    expect(await forms.nth(0).getAttribute('site')).toBe('DE');
    expect(errors).toEqual([]);
  });

  it('has no axe violations in the section', async () => {
    const { page } = await landingPage();
    const forms = page.locator('#newsletter-landing newsletter-signup');
    for (let index = 0; index < SITES.length; index += 1) {
      await expect
        .poll(() => forms.nth(index).getByRole('textbox').first().isVisible(), RENDERED)
        .toBe(true);
    }
    expect(await axeViolations(page, '#newsletter-landing')).toEqual([]);
  });

  it('lists a new subscriber with a confirmation link that confirms the subscription', async () => {
    const { page, errors } = await landingPage();
    const germanForm = page.locator('#newsletter-landing newsletter-signup').first();
    const email = germanForm.getByRole('textbox').first();
    await expect.poll(() => email.isVisible(), RENDERED).toBe(true);
    const address = `landing.${Date.now()}@example.com`;
    await email.fill(address);
    await email.press('Enter');
    const link = page.getByRole('link', {
      name: new RegExp(`Open the confirmation link for ${address.replace(/\./g, '\\.')}`),
    });
    await expect.poll(() => link.count(), { timeout: 15000 }).toBe(1);
    await link.click();
    await expect
      .poll(async () => {
        const state = (await (
          await page.request.get(`${inject('demoUrl')}/__backend/state`)
        ).json()) as {
          newsletter: { subscribers: { email: string; status: string }[] };
        };
        return state.newsletter.subscribers.find((subscriber) => subscriber.email === address)
          ?.status;
      }, RENDERED)
      .toBe('SUBSCRIBED');
    expect(errors).toEqual([]);
  });
});
