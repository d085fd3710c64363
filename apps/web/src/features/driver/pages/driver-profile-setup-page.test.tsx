import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { DRIVER } from '../test/fixtures.ts';
import { DriverProfileSetupPage } from './driver-profile-setup-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  restoreSession();
});

describe('driver profile setup page', () => {
  it('is a work page: no marketing footer or contact form', async () => {
    setRoleSession('driver', 'driver-token', { ...DRIVER, profileCompleted: false });
    stubFetch({});
    renderWithApp(<DriverProfileSetupPage />, { route: '/driver/profile-setup' });
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
