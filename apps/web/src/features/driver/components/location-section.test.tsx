import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MapPickerProps } from '../../../components/map/map-picker.tsx';
import { LocationSection } from './location-section.tsx';

// The picker itself is tested where it lives; here only what it is given matters.
vi.mock('../../../components/map/map-picker.tsx', () => ({
  MapPicker: (props: MapPickerProps) => <div data-testid="map-picker" data-town={props.town} data-centre={JSON.stringify(props.centre)} />,
}));

function Harness() {
  const [town, setTown] = useState('');
  const [location, setLocation] = useState('');
  return <LocationSection town={town} location={location} onTownChange={setTown} onLocationChange={setLocation} />;
}

describe('driver location: the town comes first', () => {
  it("refuses to open the map without a town, with 'Please enter a town first'", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Pin on map' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a town first');
    expect(screen.queryByTestId('map-picker')).toBeNull();
    expect(screen.getByLabelText('Town')).toHaveFocus();

    await user.type(screen.getByLabelText('Town'), '   ');
    await user.click(screen.getByRole('button', { name: 'Pin on map' }));
    expect(screen.queryByTestId('map-picker')).toBeNull();
  });

  it('opens the map on the driver default centre once a town is typed, and follows the town', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Town'), 'Kisumu');
    await user.click(screen.getByRole('button', { name: 'Pin on map' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const map = screen.getByTestId('map-picker');
    expect(map).toHaveAttribute('data-town', 'Kisumu');
    expect(JSON.parse(map.getAttribute('data-centre')!)).toEqual({ lat: -1.2921, lng: 36.8219 });

    // Clearing the town closes the map again.
    await user.clear(screen.getByLabelText('Town'));
    expect(screen.queryByTestId('map-picker')).toBeNull();
  });
});
