import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aReview } from '../testing/fixtures.ts';
import { ReviewList } from './review-list.tsx';

describe('review list', () => {
  it("marks reviews of customers who received an order from the shop 'Ordered here', in the server's order", () => {
    const reviews = [
      aReview({ _id: 'a'.repeat(24), user: { username: 'achieng', names: 'Achieng Otieno' }, verifiedPurchase: true }),
      aReview({ _id: 'b'.repeat(24), user: { username: 'kiprop', names: 'Kiprop Kip' }, verifiedPurchase: false }),
    ];
    render(<ReviewList reviews={reviews} loading={false} anonymousLabel="Anonymous" emptyText="No reviews yet." />);
    const items = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Achieng Otieno');
    expect(within(items[0]!).getByText('Ordered here')).toBeVisible();
    expect(items[1]).toHaveTextContent('Kiprop Kip');
    expect(within(items[1]!).queryByText('Ordered here')).toBeNull();
  });
});
