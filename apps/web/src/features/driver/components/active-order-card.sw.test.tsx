import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { useActiveOrderActions } from '../hooks/use-active-order-actions.ts';
import { activeOrder, DRIVER } from '../test/fixtures.ts';
import type { TDriverOrder } from '@sokoni/domain/contracts/driver-orders';
import { ActiveOrderCard } from './active-order-card.tsx';
import { DashboardTabs } from './dashboard-tabs.tsx';

// Leaflet needs a real layout engine; the map is looked at in the browser tests.
vi.mock('./delivery-map.tsx', () => ({ DeliveryMap: () => null }));

beforeEach(async () => {
  restoreSession();
  setRoleSession('driver', 'driver-token', DRIVER);
  vi.stubGlobal('fetch', vi.fn<typeof fetch>());
  await i18n.changeLanguage('sw');
});
afterEach(() => vi.unstubAllGlobals());

function Card({ order }: { order: TDriverOrder }) {
  const actions = useActiveOrderActions(DRIVER);
  return <ActiveOrderCard order={order} actions={actions} />;
}

describe('the rider in Kiswahili', () => {
  it('reads an accepted order: what to pick up, what they earn and what to do next', () => {
    renderWithApp(<Card order={activeOrder(['ReadyForPickup', 'ReadyForPickup'])} />);
    const card = screen.getByRole('article', { name: /^Oda / });
    expect(screen.getByRole('list', { name: 'Maduka ya kuchukua mzigo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nimechukua mzigo: Kilimani Pizza Oven' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Kataa oda' })).toBeEnabled();
    expect(card).toHaveTextContent('Ada ya usafirishaji');
    expect(card).toHaveTextContent('Mapato yako (80%)');
    expect(card).not.toHaveTextContent(/Delivery fee|You earn|Decline Order|Mark as/);
  });

  it('names the dashboard tabs in Kiswahili', () => {
    renderWithApp(<DashboardTabs current="available" onSelect={() => {}} />);
    expect(screen.getByRole('tablist', { name: 'Dashibodi ya msafirishaji' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Wasifu', 'Oda zilizopo', 'Oda zinazoendelea', 'Oda zilizokamilika', 'Mapato']);
    expect(screen.getByRole('tab', { name: 'Oda zilizopo' })).toHaveAttribute('aria-selected', 'true');
  });
});
