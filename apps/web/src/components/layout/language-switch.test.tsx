import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { storedLanguage } from '../../i18n/language-choice.ts';
import { clearRoleSession, restoreSession, setRoleSession } from '../../lib/session.ts';
import { stubFetch } from '../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../test/render.tsx';
import type { TUser } from '@sokoni/domain/contracts/auth';
import { followAccountLanguage, watchSignIns } from './account-language.ts';
import { PageShell } from './page-shell.tsx';

const customer = { username: 'wanjiku', names: 'Wanjiku Kamau' } as TUser;

function signInCustomer() {
  localStorage.setItem('user', JSON.stringify(customer));
  localStorage.setItem('userToken', 'user-token');
  restoreSession();
}

function renderPage() {
  return renderWithApp(
    <PageShell>
      <p>Page</p>
    </PageShell>,
  );
}

beforeEach(() => restoreSession());
afterEach(() => vi.unstubAllGlobals());

describe('the language choice in the settings menu', () => {
  it('turns the screen Kiswahili at once, keeps it on the device and tells the signed-in account', async () => {
    localStorage.setItem('sokoni.language', 'en');
    signInCustomer();
    const server = stubFetch({ 'PUT /api/me/language': ({ body }) => jsonResponse(200, body) });
    renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const choice = screen.getByRole('group', { name: 'Language' });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Kiswahili' }));

    expect(await screen.findByRole('group', { name: 'Lugha' })).toBe(choice);
    expect(screen.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Okoa data/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Akaunti yangu' })).toBeInTheDocument();
    expect(storedLanguage()).toBe('sw');
    await waitFor(() => expect(server.callsTo('PUT', '/api/me/language')).toHaveLength(1));
    const [put] = server.callsTo('PUT', '/api/me/language');
    expect(put!.body).toEqual({ language: 'sw' });
    expect(put!.headers.get('authorization')).toBe('Bearer user-token');
  });

  it('keeps the switch on the device when the account cannot be told', async () => {
    localStorage.setItem('sokoni.language', 'en');
    signInCustomer();
    const server = stubFetch({ 'PUT /api/me/language': () => jsonResponse(500, { message: 'Down', code: 'error' }) });
    renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Kiswahili' }));

    await waitFor(() => expect(server.callsTo('PUT', '/api/me/language')).toHaveLength(1));
    expect(i18n.language).toBe('sw');
    expect(storedLanguage()).toBe('sw');
    expect(screen.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
  });

  it('moves between the languages with the arrow keys, signed out without calling the server', async () => {
    localStorage.setItem('sokoni.language', 'en');
    const server = stubFetch({});
    renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    await userEvent.keyboard('{ArrowRight}');

    expect(await screen.findByRole('link', { name: 'INGIA' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});

describe('the first-visit language prompt', () => {
  it('offers both languages with the current one pressed, and a choice turns the page Kiswahili for good', async () => {
    stubFetch({});
    renderPage();

    const prompt = await screen.findByRole('region', { name: 'Language' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Kiswahili' })).toHaveAttribute('aria-pressed', 'false');
    expect(prompt).not.toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(screen.getByRole('button', { name: 'Kiswahili' }));

    expect(await screen.findByRole('link', { name: 'INGIA' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Wasiliana nasi' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lugha' })).toBeNull();
    expect(storedLanguage()).toBe('sw');
  });

  it('closing keeps the language on screen and never asks again', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Close the language choice' }));

    expect(screen.queryByRole('region', { name: 'Language' })).toBeNull();
    expect(storedLanguage()).toBe('en');
    renderPage();
    expect(screen.queryByRole('region', { name: 'Language' })).toBeNull();
  });

  it('is not shown once the device has a language, nor on dashboards', () => {
    renderWithApp(
      <PageShell footer={false}>
        <p>Dashboard</p>
      </PageShell>,
    );
    expect(screen.queryByRole('region', { name: 'Language' })).toBeNull();
    localStorage.setItem('sokoni.language', 'en');
    renderPage();
    expect(screen.queryByRole('region', { name: 'Language' })).toBeNull();
  });

  it('is not shown to someone signed in', () => {
    stubFetch({});
    signInCustomer();
    renderPage();
    expect(screen.queryByRole('region', { name: 'Language' })).toBeNull();
    act(() => clearRoleSession('user'));
  });
});

describe('the account language at sign-in', () => {
  afterEach(() => clearRoleSession('user'));

  it("follows the account's language when it differs from the device's", async () => {
    localStorage.setItem('sokoni.language', 'en');
    signInCustomer();
    stubFetch({ 'GET /api/me/language': () => jsonResponse(200, { language: 'sw' }) });

    await followAccountLanguage('user');

    expect(i18n.language).toBe('sw');
    expect(storedLanguage()).toBe('sw');
  });

  it('gives an account without a language the choice made on this device while signed out', async () => {
    localStorage.setItem('sokoni.language', 'sw');
    await act(() => i18n.changeLanguage('sw'));
    signInCustomer();
    const server = stubFetch({
      'GET /api/me/language': () => jsonResponse(200, { language: null }),
      'PUT /api/me/language': ({ body }) => jsonResponse(200, body),
    });

    await followAccountLanguage('user');

    expect(server.callsTo('PUT', '/api/me/language').map((call) => call.body)).toEqual([{ language: 'sw' }]);
    expect(i18n.language).toBe('sw');
  });

  it("writes nothing to the account when the device only has the browser's guess", async () => {
    signInCustomer();
    const server = stubFetch({ 'GET /api/me/language': () => jsonResponse(200, { language: null }) });

    await followAccountLanguage('user');

    expect(server.callsTo('PUT', '/api/me/language')).toHaveLength(0);
    expect(storedLanguage()).toBeNull();
  });

  it("keeps the device's language when the account's cannot be read", async () => {
    localStorage.setItem('sokoni.language', 'en');
    signInCustomer();
    stubFetch({});

    await followAccountLanguage('user');

    expect(i18n.language).toBe('en');
    expect(storedLanguage()).toBe('en');
  });

  it('asks for each role that signs in, not for those already signed in', () => {
    signInCustomer();
    const signedIn = vi.fn();
    const stop = watchSignIns(signedIn);
    setRoleSession('user', 'user-token-2', customer);
    setRoleSession('driver', 'driver-token', { username: 'otieno' } as never);
    stop();
    expect(signedIn.mock.calls).toEqual([['driver']]);
    clearRoleSession('driver');
  });
});
