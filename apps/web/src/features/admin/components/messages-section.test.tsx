import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../components/ui/toast-store.ts';
import { restoreSession } from '../../../lib/session.ts';
import { stubFetch } from '../../../test/fetch-routes.ts';
import { jsonResponse, renderWithApp } from '../../../test/render.tsx';
import { signInAdmin } from '../testing/fixtures.ts';
import { MessagesSection } from './messages-section.tsx';

const MESSAGE_ID = '9'.repeat(24);
const message = { _id: MESSAGE_ID, email: 'amina@example.com', message: 'Do you deliver to Nyeri?', handled: false, createdAt: '2026-11-22T06:00:00.000Z' };

describe('contact inbox', () => {
  beforeEach(() => signInAdmin());
  afterEach(() => {
    vi.unstubAllGlobals();
    restoreSession();
  });

  it("opens on unhandled messages, shows the server's reason when loading fails and loads again on retry", async () => {
    let fail = true;
    const urls: string[] = [];
    stubFetch({
      'GET /api/admin/messages': ({ url }) => (urls.push(url), fail ? jsonResponse(503, { message: 'The database is restarting. Try again in a minute.' }) : jsonResponse(200, { items: [message], nextCursor: null })),
    });
    const user = userEvent.setup();
    renderWithApp(<MessagesSection />);
    expect(screen.getByRole('button', { name: 'Unhandled' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('The database is restarting. Try again in a minute.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(new URL(urls[0]!, 'http://x').searchParams.get('handled')).toBe('false');

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Do you deliver to Nyeri?')).toBeInTheDocument();
  });

  it('says so when there is nothing to handle', async () => {
    stubFetch({ 'GET /api/admin/messages': () => jsonResponse(200, { items: [], nextCursor: null }) });
    renderWithApp(<MessagesSection />);
    expect(await screen.findByText('Inbox zero: every message is handled', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('marks a message handled and says so', async () => {
    let handled = false;
    const api = stubFetch({
      'GET /api/admin/messages': () => jsonResponse(200, { items: handled ? [] : [message], nextCursor: null }),
      [`POST /api/admin/messages/${MESSAGE_ID}/handled`]: () => {
        handled = true;
        return jsonResponse(200, { message: 'Message marked as handled.', contactMessage: { ...message, handled: true } });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<MessagesSection />);
    const card = (await screen.findByText('Do you deliver to Nyeri?', {}, { timeout: 5000 })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Inbox zero: every message is handled')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/admin/messages/${MESSAGE_ID}/handled`)).toHaveLength(1);
    expect(getToasts().map((t) => t.message)).toContain('Message marked as handled.');
  });
});
