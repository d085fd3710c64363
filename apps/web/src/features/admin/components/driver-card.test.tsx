import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminDriver } from '@sokoni/domain/contracts/admin';
import { restoreSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { signInAdmin } from '../testing/fixtures.ts';
import { DriverCard } from './driver-card.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  signInAdmin();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:id-photo'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  restoreSession();
});

const DRIVER_ID = '6650a0000000000000000002';
const pending: TAdminDriver = {
  _id: DRIVER_ID,
  username: 'otieno',
  email: null,
  phoneNumber: '+254722000111',
  nationalId: '28765432',
  driverLicenseNumber: 'DL-4455821',
  profilePhotoUrl: null,
  profileCompleted: true,
  rejectionReason: null,
  status: 'Available',
  suspended: false,
  currentLocation: { town: 'Nairobi', location: '-1.283253,36.823000' },
  emergencyContact: { name: 'Akinyi Otieno', phoneNumber: '+254733000222', relationship: 'Sister' },
  vehicleDetails: { make: 'Bajaj', model: 'Boxer 150', plateNumber: 'KMFA 123B', type: 'Motorbike', color: 'Red' },
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  fullName: 'Otieno Ochieng',
  verificationStatus: 'Pending',
  documents: { idPhoto: true, licencePhoto: false },
  suspendedReason: null,
  deliveredOrders: 0,
};

describe('a driver waiting for approval, as the admin sees them', () => {
  it('shows the full name before the username, and the ID photo on request, fetched with the admin token', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(new Response(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }), { status: 200, headers: { 'content-type': 'image/webp' } }));
    renderWithApp(<ul><DriverCard driver={pending} busy={null} onDecide={vi.fn()} /></ul>);

    expect(screen.getByRole('article', { name: 'Otieno Ochieng' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Otieno Ochieng' })).toBeInTheDocument();
    expect(screen.getByText(/@otieno/)).toBeInTheDocument();
    expect(screen.getByText('No driving licence photo uploaded yet')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'View ID photo' }));
    expect(await screen.findByRole('img', { name: 'ID photo of Otieno Ochieng' })).toHaveAttribute('src', 'blob:id-photo');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/admin/drivers/${DRIVER_ID}/documents/id-photo`);
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
  });
});
