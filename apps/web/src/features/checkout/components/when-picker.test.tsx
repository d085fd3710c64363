import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { WhenPicker } from './when-picker.tsx';

// Thursday 26 November, Nairobi time: 12:30 and 13:00, then 01:00 on Friday (22:00 UTC the day before).
const SLOTS = ['2026-11-26T09:30:00.000Z', '2026-11-26T10:00:00.000Z', '2026-11-26T22:00:00.000Z'];

function renderPicker() {
  stubFetch({ 'GET /api/delivery/slots': () => jsonResponse(200, { slots: SLOTS }) });
  renderWithApp(<WhenPicker productIds={['a'.repeat(24)]} later onLaterChange={() => {}} scheduledFor={null} onSlotChange={() => {}} />);
}

const groups = () => [...document.querySelectorAll('optgroup')].map((g) => g.getAttribute('label'));

describe('the time slots at checkout', () => {
  it('name the days in Kiswahili when the screens are, in Nairobi time', async () => {
    await i18n.changeLanguage('sw');
    renderPicker();
    const select = await screen.findByRole('combobox');
    expect(groups()).toEqual(['Alhamisi, 26 Nov', 'Ijumaa, 27 Nov']);
    expect(within(select).getByRole('option', { name: 'Alhamisi, 26 Nov, 12:30' })).toHaveValue(SLOTS[0]);
    expect(within(select).getByRole('option', { name: 'Ijumaa, 27 Nov, 01:00' })).toHaveValue(SLOTS[2]);
  });

  it('and in English when the screens are', async () => {
    renderPicker();
    const select = await screen.findByRole('combobox');
    expect(groups()).toEqual(['Thu, 26 Nov', 'Fri, 27 Nov']);
    expect(within(select).getByRole('option', { name: 'Thu, 26 Nov, 13:00' })).toHaveValue(SLOTS[1]);
  });
});
