import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { DRIVER } from '../test/fixtures.ts';
import { DocumentsSection } from './documents-section.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  restoreSession();
  setRoleSession('driver', 'driver-token', DRIVER);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' });

describe('ID and licence photos in the driver profile', () => {
  it('says what is missing, sends the chosen photos and says they are on file', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      jsonResponse(200, { driver: { ...DRIVER, documents: { idPhoto: true, licencePhoto: false } }, message: 'Documents uploaded. The admin will look at them before approving you.' }),
    );
    renderWithApp(
      <>
        <DocumentsSection driver={{ ...DRIVER, documents: { idPhoto: false, licencePhoto: false } }} />
        <Toaster />
      </>,
    );
    expect(screen.getAllByText('Not uploaded yet')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Upload photos' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a photo of your ID or of your driving licence first.');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.upload(screen.getByLabelText('National ID photo'), png());
    await user.click(screen.getByRole('button', { name: 'Upload photos' }));
    expect(await screen.findByText('Documents uploaded. The admin will look at them before approving you.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/driver/documents');
    expect(init?.method).toBe('POST');
    const form = init?.body as FormData;
    expect(form.get('idPhoto')).toBeInstanceOf(File);
    expect(form.get('licencePhoto')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
