import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TPartner } from '@sokoni/domain/contracts/partner';
import { renderWithApp } from '../../../test/render.tsx';
import { FirstProductPanel } from './first-product-panel.tsx';

const shop = { _id: 'c'.repeat(24), businessName: 'Duka la Mama', slug: 'duka-la-mama', verified: false } as TPartner;

describe("a new shop's first screen", () => {
  it('says the shop is public already and leads to adding the first product', async () => {
    const onAdd = vi.fn();
    const onProfile = vi.fn();
    renderWithApp(<FirstProductPanel partner={shop} onAdd={onAdd} onProfile={onProfile} />);
    expect(screen.getByRole('heading', { name: 'Add your first product' })).toBeInTheDocument();
    expect(screen.getByText(/Your shop is public already/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/store/duka-la-mama' })).toHaveAttribute('href', '/store/duka-la-mama');
    expect(screen.getByText(/'Verified' badge appears once Sokoni has checked your business permit/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add your first product' }));
    expect(onAdd).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'See your profile' }));
    expect(onProfile).toHaveBeenCalledOnce();
  });
});
