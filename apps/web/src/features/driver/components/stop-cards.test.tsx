import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { useActiveOrderActions } from '../hooks/use-active-order-actions.ts';
import { activeOrder, DRIVER } from '../test/fixtures.ts';
import { ActiveOrderCard } from './active-order-card.tsx';

// Leaflet needs a real layout engine; the map is looked at in the browser tests.
vi.mock('./delivery-map.tsx', () => ({ DeliveryMap: () => null }));

beforeEach(() => {
  restoreSession();
  setRoleSession('driver', 'driver-token', DRIVER);
});

function Card({ order }: { order: TDriverOrder }) {
  const actions = useActiveOrderActions(DRIVER);
  return <ActiveOrderCard order={order} actions={actions} />;
}

const withAddress = (address: NonNullable<TDriverOrder['delivery']['address']>): TDriverOrder => {
  const order = activeOrder(['ReadyForPickup', 'ReadyForPickup']);
  return { ...order, delivery: { ...order.delivery, address } };
};
const link = (scope: HTMLElement, name: string | RegExp) => within(scope).getByRole('link', { name });

describe("the driver's stop cards", () => {
  it('give each pickup Navigate, Call and WhatsApp for its shop', () => {
    renderWithApp(<Card order={activeOrder(['ReadyForPickup', 'ReadyForPickup'])} />);
    const shops = screen.getByRole('list', { name: 'Shops to collect from' });
    expect(link(shops, 'Navigate to Kilimani Pizza Oven')).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=-1.294512,36.786948');
    expect(link(shops, 'Navigate to Westlands Gadget Hub')).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=-1.26538,36.80512');
    expect(link(shops, 'Call Kilimani Pizza Oven')).toHaveAttribute('href', 'tel:+254711204501');
    expect(link(shops, 'WhatsApp Westlands Gadget Hub')).toHaveAttribute('href', 'https://wa.me/254711204501');
  });

  it('show the drop-off with its landmark, building and directions, and Navigate, Call and WhatsApp for the customer', () => {
    renderWithApp(<Card order={withAddress({ landmark: 'Opposite Naivas, blue gate', building: 'Kilimani Heights, 3rd floor', directions: 'Second left after the petrol station', contactPhone: null })} />);
    const dropOff = screen.getByRole('region', { name: 'Drop-off' });
    expect(within(dropOff).getByText('Wanjiku Kamau')).toBeInTheDocument();
    expect(within(dropOff).getByText('Opposite Naivas, blue gate')).toBeInTheDocument();
    expect(within(dropOff).getByText('Kilimani Heights, 3rd floor')).toBeInTheDocument();
    expect(within(dropOff).getByText('Second left after the petrol station')).toBeInTheDocument();
    expect(link(dropOff, 'Navigate to Wanjiku Kamau')).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=-1.29,36.8');
    expect(link(dropOff, 'Call Wanjiku Kamau')).toHaveAttribute('href', 'tel:+254712345678');
    expect(link(dropOff, 'WhatsApp Wanjiku Kamau')).toHaveAttribute('href', 'https://wa.me/254712345678');
    expect(within(dropOff).queryByText(/Receiving:/)).toBeNull();
  });

  it('add Call and WhatsApp for someone else receiving the order', () => {
    renderWithApp(<Card order={withAddress({ landmark: null, building: null, directions: null, contactPhone: '+254722111222' })} />);
    const dropOff = screen.getByRole('region', { name: 'Drop-off' });
    expect(within(dropOff).getByText('+254722111222')).toBeInTheDocument();
    expect(link(dropOff, 'Call the person receiving')).toHaveAttribute('href', 'tel:+254722111222');
    expect(link(dropOff, 'WhatsApp the person receiving')).toHaveAttribute('href', 'https://wa.me/254722111222');
    expect(within(dropOff).queryByText(/Landmark:/)).toBeNull();
  });
});
