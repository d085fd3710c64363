import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BANNER_MESSAGES } from '@sokoni/domain/contracts/promotions';
import { i18n } from '../i18n/i18n.ts';
import { renderWithApp, jsonResponse } from '../test/render.tsx';
import { stubFetch } from '../test/fetch-routes.ts';
import { usePromotions } from './use-promotions.ts';

function Banner() {
  const { banner } = usePromotions();
  return (
    <ul>
      {banner.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('promotion messages', () => {
  it("shows the seeded English defaults in Kiswahili to a Kiswahili reader, and the operator's own words as written", async () => {
    stubFetch({ 'GET /api/promotions': () => jsonResponse(200, { banner: [DEFAULT_BANNER_MESSAGES[0], 'Karibu Nakuru Fresh Mart!'], marquee: [], updatedAt: null }) });
    await i18n.changeLanguage('sw');
    renderWithApp(<Banner />);
    expect(await screen.findByText('Karibu Nakuru Fresh Mart!')).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_BANNER_MESSAGES[0])).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
