import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { screen } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../../../test/helpers/axe';
import { waitFor } from '../../../test/helpers/dom';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Notification } from './notification';
import { NOTIFICATION_STATES, NOTIFICATION_VARIANTS } from './notification.logic';

const MESSAGE = 'Die Einstellungen wurden erfolgreich übernommen.';

/** What has focus, as text: chai would try to print whole DOM nodes when a check fails. */
function focused(view: { shadow: ShadowRoot }): string {
  const active = view.shadow.activeElement;
  return active ? `${active.localName} ${active.textContent ?? ''}` : 'nothing';
}

describe('Notification in Chromium', () => {
  afterEach(() => cleanupViews());

  for (const key of ['Enter', 'Space']) {
    it(`closes with ${key} on its close button and hands focus to the next control`, async () => {
      let closed = 0;
      const view = await renderView(
        <>
          <button type="button">Davor</button>
          <Notification state="error" isClosable onClose={() => closed++}>
            {MESSAGE}
          </Notification>
          <button type="button">Danach</button>
        </>,
      );
      await sendKeys({ press: 'Tab' });
      await sendKeys({ press: 'Tab' });
      const close = screen.getByShadowRole('button', { name: 'Hinweis schließen' });
      expect(close.matches(':focus-visible')).to.equal(true);
      expect(getComputedStyle(close).outlineStyle).to.not.equal('none');
      await sendKeys({ press: key });
      await waitFor(() => screen.queryByShadowRole('alert') === null);
      expect(focused(view)).to.equal('button Danach');
      expect(closed).to.equal(1);
    });
  }

  it('hands focus back to the control before it when nothing follows', async () => {
    const view = await renderView(
      <>
        <button type="button">Davor</button>
        <Notification isClosable>{MESSAGE}</Notification>
      </>,
    );
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => screen.queryByShadowRole('status') === null);
    expect(focused(view)).to.equal('button Davor');
  });

  for (const state of NOTIFICATION_STATES) {
    it(`has no axe violations: ${state}, every variant, closable or not`, async () => {
      const view = await renderView(
        <div>
          {NOTIFICATION_VARIANTS.flatMap((variant) => [
            <Notification key={`${variant}-plain`} state={state} variant={variant}>
              {MESSAGE}
            </Notification>,
            <Notification key={`${variant}-closable`} state={state} variant={variant} isClosable>
              {MESSAGE}
            </Notification>,
          ])}
        </div>,
      );
      await expectNoAxeViolations(view.host);
    });
  }
});
