import userEvent from '@testing-library/user-event';
import { screen } from 'shadow-dom-testing-library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupViews, renderView } from '../../../test/helpers/render';
import { Notification, getStateLabelKey } from './notification';
import {
  NOTIFICATION_VARIANTS,
  getLiveRole,
  getStateIcon,
  type NotificationState,
} from './notification.logic';

afterEach(() => cleanupViews());

const MESSAGE = 'Ihr Warenkorb kann derzeit nicht geändert werden.';

describe('Notification', () => {
  it.each<[NotificationState, 'alert' | 'status', string, string]>([
    ['error', 'alert', 'error', 'Fehler'],
    ['warning', 'alert', 'warning', 'Warnung'],
    ['info', 'status', 'info', 'Hinweis'],
    ['success', 'status', 'check', 'Erfolg'],
  ])(
    'announces a %s through role %s with its icon and state word',
    async (state, role, icon, word) => {
      const view = await renderView(<Notification state={state}>{MESSAGE}</Notification>);
      const region = screen.getByShadowRole(role);
      expect(region.textContent).toBe(`${word}: ${MESSAGE}`);
      const root = view.shadow.querySelector<HTMLElement>('[part="notification"]');
      expect(root?.dataset.state).toBe(state);
      expect(view.shadow.querySelector('svg')?.getAttribute('data-icon')).toBe(icon);
      expect(view.shadow.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    },
  );

  it('defaults to an info banner', async () => {
    const view = await renderView(<Notification>{MESSAGE}</Notification>);
    expect(view.shadow.querySelector<HTMLElement>('[part="notification"]')?.dataset).toMatchObject({
      state: 'info',
      variant: 'banner',
    });
  });

  it.each(NOTIFICATION_VARIANTS)('exposes variant %s as data-variant', async (variant) => {
    const view = await renderView(<Notification variant={variant}>{MESSAGE}</Notification>);
    expect(view.shadow.querySelector<HTMLElement>('[part="notification"]')?.dataset.variant).toBe(
      variant,
    );
  });

  it('has no close button unless closable', async () => {
    await renderView(<Notification>{MESSAGE}</Notification>);
    expect(screen.queryByShadowRole('button')).toBeNull();
  });

  it('keeps the close button out of the live region', async () => {
    await renderView(
      <Notification state="error" isClosable>
        {MESSAGE}
      </Notification>,
    );
    const button = screen.getByShadowRole('button', { name: 'Hinweis schließen' });
    expect(screen.getByShadowRole('alert').contains(button)).toBe(false);
  });

  it('hides when closed and calls onClose once', async () => {
    const onClose = vi.fn();
    await renderView(
      <Notification state="warning" isClosable onClose={onClose}>
        {MESSAGE}
      </Notification>,
    );
    await userEvent.click(screen.getByShadowRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByShadowText(MESSAGE, { exact: false })).toBeNull();
    expect(screen.queryByShadowRole('alert')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['CH_FR', 'Fermer le message', 'Erreur'],
    ['PL', 'Zamknij komunikat', 'Błąd'],
    ['TR', 'Bildirimi kapat', 'Hata'],
  ] as const)('speaks the language of site %s', async (site, close, word) => {
    await renderView(
      <Notification state="error" isClosable>
        {MESSAGE}
      </Notification>,
      { site },
    );
    screen.getByShadowRole('button', { name: close });
    expect(screen.getByShadowRole('alert').textContent?.startsWith(`${word}: `)).toBe(true);
  });

  it('moves focus to the next control after it when closed', async () => {
    const view = await renderView(
      <>
        <button type="button">Davor</button>
        <Notification isClosable>{MESSAGE}</Notification>
        <button type="button" disabled>
          Gesperrt
        </button>
        <a href="#weiter">Danach</a>
      </>,
    );
    await userEvent.click(screen.getByShadowRole('button', { name: 'Hinweis schließen' }));
    expect(view.shadow.activeElement).toBe(screen.getByShadowRole('link', { name: 'Danach' }));
  });

  it('moves focus to the nearest control before it when nothing follows', async () => {
    const view = await renderView(
      <>
        <button type="button">Ganz vorne</button>
        <button type="button">Davor</button>
        <Notification isClosable>{MESSAGE}</Notification>
      </>,
    );
    await userEvent.click(screen.getByShadowRole('button', { name: 'Hinweis schließen' }));
    expect(view.shadow.activeElement).toBe(screen.getByShadowRole('button', { name: 'Davor' }));
  });
});

describe('notification rules', () => {
  it.each<[NotificationState, string, string, string]>([
    ['info', 'status', 'info', 'ds.notification.state.info'],
    ['success', 'status', 'check', 'ds.notification.state.success'],
    ['error', 'alert', 'error', 'ds.notification.state.error'],
    ['warning', 'alert', 'warning', 'ds.notification.state.warning'],
  ])('%s -> role %s, icon %s, label %s', (state, role, icon, key) => {
    expect(getLiveRole(state)).toBe(role);
    expect(getStateIcon(state)).toBe(icon);
    expect(getStateLabelKey(state)).toBe(key);
  });
});
