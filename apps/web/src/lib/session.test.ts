import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearRoleSession,
  getSession,
  peekRedirectPath,
  restoreSession,
  setRedirectPath,
  setRoleSession,
  takeRedirectPath,
} from './session.ts';

const user = { _id: '65a1b2c3d4e5f60718293a4b', username: 'wanjiku', names: 'Wanjiku Kamau' };
const partner = { _id: '65a1b2c3d4e5f60718293a4c', businessName: 'Mama Mboga', role: 'partner' };
const driver = { _id: '65a1b2c3d4e5f60718293a4d', username: 'otieno', profileCompleted: true };

beforeEach(() => {
  sessionStorage.clear();
  restoreSession();
});

describe('restoring the session on load', () => {
  it('restores a role when both its object and its token are stored', () => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('userToken', 'user-token');
    const session = restoreSession();
    expect(session.user).toEqual({ token: 'user-token', profile: user });
    expect(localStorage.getItem('userToken')).toBe('user-token');
    expect(getSession().user?.profile.username).toBe('wanjiku');
  });

  it('clears an object stored without its token', () => {
    localStorage.setItem('user', JSON.stringify(user));
    expect(restoreSession().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears a token stored without its object', () => {
    localStorage.setItem('partnerToken', 'partner-token');
    expect(restoreSession().partner).toBeNull();
    expect(localStorage.getItem('partnerToken')).toBeNull();
  });

  it('clears an object that is not valid JSON', () => {
    localStorage.setItem('driver', '{not json');
    localStorage.setItem('driverToken', 'driver-token');
    expect(restoreSession().driver).toBeNull();
    expect(localStorage.getItem('driver')).toBeNull();
    expect(localStorage.getItem('driverToken')).toBeNull();
  });

  it('judges each role on its own', () => {
    localStorage.setItem('driver', JSON.stringify(driver));
    localStorage.setItem('driverToken', 'driver-token');
    localStorage.setItem('partnerDetails', JSON.stringify(partner));
    const session = restoreSession();
    expect(session.driver?.token).toBe('driver-token');
    expect(session.partner).toBeNull();
    expect(localStorage.getItem('partnerDetails')).toBeNull();
    expect(localStorage.getItem('driverToken')).toBe('driver-token');
  });
});

describe('logging in and out', () => {
  it('stores the spec keys on login and removes only that role on logout', () => {
    setRoleSession('user', 'user-token', user as never);
    setRoleSession('partner', 'partner-token', partner as never);
    expect(JSON.parse(localStorage.getItem('partnerDetails')!)).toEqual(partner);

    clearRoleSession('partner');
    expect(localStorage.getItem('partnerDetails')).toBeNull();
    expect(localStorage.getItem('partnerToken')).toBeNull();
    expect(getSession().partner).toBeNull();
    expect(localStorage.getItem('userToken')).toBe('user-token');
    expect(getSession().user?.token).toBe('user-token');
  });
});

describe('the redirect path', () => {
  it("defaults to '/' and is forgotten once used", () => {
    expect(takeRedirectPath()).toBe('/');
    setRedirectPath('/customer-dashboard');
    expect(peekRedirectPath()).toBe('/customer-dashboard');
    expect(takeRedirectPath()).toBe('/customer-dashboard');
    expect(takeRedirectPath()).toBe('/');
  });

  it('never remembers a path that leaves the site', () => {
    setRedirectPath('//evil.example/steal');
    setRedirectPath('https://evil.example');
    expect(takeRedirectPath()).toBe('/');
  });
});
