import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { restoreSession, setRoleSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { RiderRatingDone, RiderRatingForm } from './rider-rating-form.tsx';

const ORDER = 'f'.repeat(24);

beforeEach(() => {
  restoreSession();
  setRoleSession('user', 'user-token', { _id: 'c'.repeat(24) } as never);
});
afterEach(() => vi.unstubAllGlobals());

describe('rating the rider', () => {
  it('sends the stars, tags and comment the customer chose', async () => {
    const server = stubFetch({
      [`POST /api/orders/${ORDER}/rider-rating`]: ({ body }) => jsonResponse(201, { _id: 'r'.repeat(24), orderId: 'SKN-1', createdAt: '2026-11-25T08:00:00Z', comment: null, tags: [], ...(body as object) }),
    });
    renderWithApp(<RiderRatingForm orderId={ORDER} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose from 1 to 5 stars.');
    expect(server.calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByText('Good')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Friendly' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Careful with items' }));
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Called when he arrived');
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    const [call] = server.callsTo('POST', `/api/orders/${ORDER}/rider-rating`);
    expect(call?.body).toEqual({ rating: 4, tags: ['Friendly', 'Careful with items'], comment: 'Called when he arrived' });
    expect(call?.headers.get('authorization')).toBe('Bearer user-token');
  });

  it("shows the server's refusal, e.g. a second rating", async () => {
    stubFetch({ [`POST /api/orders/${ORDER}/rider-rating`]: () => jsonResponse(409, { message: 'You have already rated the rider for this order.', code: 'conflict' }) });
    renderWithApp(<RiderRatingForm orderId={ORDER} />);
    await userEvent.click(screen.getByRole('radio', { name: '1 star' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already rated the rider for this order.');
  });

  it('once rated, shows what was said', () => {
    renderWithApp(<RiderRatingDone rating={{ _id: 'r', orderId: 'SKN-1', rating: 5, tags: ['On time'], comment: 'Fast', createdAt: '2026-11-25T08:00:00Z' }} />);
    expect(screen.getByText('5 out of 5')).toBeInTheDocument();
    expect(screen.getByText('On time')).toBeInTheDocument();
    expect(screen.getByText('“Fast”')).toBeInTheDocument();
  });

  it('reads in Kiswahili and still sends the tags as the server stores them', async () => {
    await i18n.changeLanguage('sw');
    const server = stubFetch({
      [`POST /api/orders/${ORDER}/rider-rating`]: ({ body }) => jsonResponse(201, { _id: 'r'.repeat(24), orderId: 'SKN-1', createdAt: '2026-11-25T08:00:00Z', comment: null, tags: [], ...(body as object) }),
    });
    renderWithApp(<RiderRatingForm orderId={ORDER} />);
    expect(screen.getByRole('form', { name: 'Kadiria msafirishaji wako' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'nyota 5' }));
    expect(screen.getByText('Bora kabisa')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Kwa wakati' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tuma ukadiriaji' }));
    const [call] = server.callsTo('POST', `/api/orders/${ORDER}/rider-rating`);
    expect(call?.body).toEqual({ rating: 5, tags: ['On time'] });
  });
});
