import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapPickerProps } from '../../../components/map/map-picker.tsx';
import { getSession, restoreSession, setRoleSession } from '../../../lib/session.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { DRIVER } from '../test/fixtures.ts';
import { ProfileSetupForm } from './profile-setup-form.tsx';

// A stand-in picker: a map click becomes a typed 'lat,lng'.
vi.mock('../../../components/map/map-picker.tsx', () => ({
  MapPicker: ({ value, onChange }: MapPickerProps) => <input aria-label="Current location (lat,lng)" value={value} onChange={(e) => onChange(e.target.value)} />,
}));

const fetchMock = vi.fn<typeof fetch>();
const NEW_DRIVER = {
  ...DRIVER,
  profileCompleted: false,
  verificationStatus: 'Pending' as const,
  currentLocation: { town: '', location: '' },
  emergencyContact: { name: '', phoneNumber: '', relationship: '' },
  vehicleDetails: { make: '', model: '', plateNumber: 'KMFA 123B', type: '', color: '' },
};

beforeEach(() => {
  restoreSession();
  setRoleSession('driver', 'driver-token', NEW_DRIVER);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Make'), 'Honda');
  await user.type(screen.getByLabelText('Model'), 'Ace 125');
  await user.selectOptions(screen.getByLabelText('Type'), 'Motorbike');
  await user.type(screen.getByLabelText('Colour'), 'Blue');
  await user.type(screen.getByLabelText('Contact name'), 'Jane');
  await user.type(screen.getByLabelText('Contact phone'), '0711000222');
  await user.type(screen.getByLabelText('Town'), 'Nairobi');
  await user.click(screen.getByRole('button', { name: 'Pin on map' }));
  await user.type(screen.getByLabelText('Current location (lat,lng)'), '-1.2921,36.8219');
}

const sentForm = () => fetchMock.mock.calls[0]![1]?.body as FormData;

describe('driver profile setup', () => {
  it('sends the three parts as JSON and goes to the dashboard when the server says the profile is complete', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Profile updated successfully', driver: { ...DRIVER, verificationStatus: 'Pending' } }));
    const user = userEvent.setup();
    renderWithApp(<ProfileSetupForm driver={NEW_DRIVER} editing={false} />, { route: '/driver/profile-setup' });
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/driver/dashboard'));
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/driver\/update-profile$/);
    const form = sentForm();
    expect(JSON.parse(String(form.get('vehicleDetails')))).toEqual({ make: 'Honda', model: 'Ace 125', plateNumber: 'KMFA 123B', type: 'Motorbike', color: 'Blue' });
    expect(JSON.parse(String(form.get('emergencyContact')))).toEqual({ name: 'Jane', phoneNumber: '0711000222', relationship: '' });
    expect(JSON.parse(String(form.get('currentLocation')))).toEqual({ town: 'Nairobi', location: '-1.2921,36.8219' });
    expect(getSession().driver?.profile.profileCompleted).toBe(true);
  });

  it('stays and names the missing parts when the server says the profile is not complete', async () => {
    const saved = { ...NEW_DRIVER, vehicleDetails: { ...NEW_DRIVER.vehicleDetails, make: 'Honda' } };
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Profile updated successfully', driver: saved }));
    const user = userEvent.setup();
    renderWithApp(<ProfileSetupForm driver={NEW_DRIVER} editing={false} />, { route: '/driver/profile-setup' });
    await user.type(screen.getByLabelText('Make'), 'Honda');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const note = await screen.findByText(/^Still missing:/);
    expect(note).toHaveTextContent(
      "Still missing: vehicle model, vehicle type, vehicle colour, emergency contact's name, emergency contact's phone, town, location pinned on the map.",
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/driver/profile-setup');
  });

  it("shows 'Failed to update profile' when saving fails", async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'Internal error', code: 'internal' }));
    const user = userEvent.setup();
    renderWithApp(<ProfileSetupForm driver={NEW_DRIVER} editing={false} />);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update profile$/);
  });

  it('asks for a pinned point instead of sending a location the map cannot read', async () => {
    const user = userEvent.setup();
    renderWithApp(<ProfileSetupForm driver={NEW_DRIVER} editing={false} />);
    await user.type(screen.getByLabelText('Town'), 'Nairobi');
    await user.click(screen.getByRole('button', { name: 'Pin on map' }));
    await user.type(screen.getByLabelText('Current location (lat,lng)'), 'near the stage');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
