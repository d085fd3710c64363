import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSubOrder } from '@sokoni/domain/contracts/orders';
import { OPEN_ALL_DAY, type TStoreHours } from '@sokoni/domain/opening-hours';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { orderCsvColumns } from '../lib/order-rows.ts';
import { toCsv } from '../lib/csv.ts';
import { DashboardNav } from './dashboard-nav.tsx';
import { HoursEditor } from './hours-editor.tsx';
import { StatusUpdater } from './status-updater.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('sw');
});

describe('the shop dashboard in Kiswahili', () => {
  it('names its tabs and the unread count in Kiswahili', () => {
    render(<DashboardNav active="orders" unreadCount={3} onSelect={vi.fn()} onLogout={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Dashibodi ya duka' });
    expect(nav).toHaveTextContent('Oda');
    expect(screen.getByRole('button', { name: /^Arifa/ })).toHaveTextContent('3 hazijasomwa');
    expect(screen.getByRole('button', { name: 'Toka' })).toBeInTheDocument();
  });

  it('names each step for what it does and says who takes the order on', () => {
    const { rerender } = render(<StatusUpdater status="Pending" option="platform" updating={false} onAdvance={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Kubali oda' })).toBeEnabled();
    rerender(<StatusUpdater status="Preparing" option="platform" updating={false} onAdvance={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Iko tayari kuchukuliwa' })).toBeEnabled();
    rerender(<StatusUpdater status="ReadyForPickup" option="platform" updating={false} onAdvance={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Msafirishaji ataichukua kuanzia hapa.')).toBeInTheDocument();
  });

  it('edits the opening hours with Kiswahili day names', async () => {
    const onSave = vi.fn(async (_: TStoreHours) => ({}));
    const user = userEvent.setup();
    renderWithApp(<HoursEditor initial={OPEN_ALL_DAY} saving={false} onSave={onSave} />);
    expect(screen.getByRole('heading', { name: 'Saa za kazi (saa za Nairobi)' })).toBeInTheDocument();
    expect(screen.getAllByText('Wazi siku nzima')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Kila siku 8-22' }));
    expect(screen.getByLabelText('Jumapili inafungwa')).toHaveValue('22:00');
    await user.click(screen.getByRole('button', { name: 'Hifadhi saa' }));
    expect(await screen.findByText('Saa zimehifadhiwa.')).toBeInTheDocument();
  });

  it('heads the orders export in the language it was downloaded in', () => {
    const sub = {
      _id: 's1',
      createdAt: '2026-03-02T09:30:00.000Z',
      total: 550,
      items: [{ _id: 'i1', quantity: 2, price: 275, product: { name: 'Chapati' } }],
      parentOrder: { orderId: 'SOK-1001', paymentMethod: 'COD', user: { names: 'Wanjiku Kamau', username: 'wanjiku' }, delivery: { option: 'own', town: 'Nairobi' } },
    } as unknown as TSubOrder;
    const [heading, row] = toCsv([{ sub, status: 'Preparing' }], orderCsvColumns()).split('\r\n');
    expect(heading).toBe('Namba ya oda,Kitambulisho cha oda ndogo,Tarehe,Mteja,Bidhaa,Jumla (KES),Hali,Usafirishaji,Mji wa usafirishaji,Malipo');
    expect(row).toContain('Inaandaliwa');
    expect(row).toContain('Usafirishaji wako');
  });
});
