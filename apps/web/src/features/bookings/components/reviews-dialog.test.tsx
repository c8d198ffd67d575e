import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aReview } from '@/test/booking-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ReviewsDialog } from './reviews-dialog';

describe('ReviewsDialog', () => {
  beforeEach(() => localStorage.setItem('adminToken', 'test-token'));

  it('shows each review with its stars out of 5, its text and its id', async () => {
    const requests = mockFetch({
      'GET /admin/data/getReviewsByVendorId/90': () =>
        jsonResponse(200, {
          success: true,
          data: [
            aReview({ review_id: 112, rating: 4, review_text: 'Good work and polite behaviour.' }),
            aReview({ review_id: 98, rating: 1, review_text: null }),
          ],
        }),
    });
    renderWithProviders(<ReviewsDialog vendorId={90} onClose={() => {}} />);

    const dialog = await screen.findByRole('dialog');
    const first = await within(dialog).findByRole('listitem', { name: 'Review 112' });
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Good work and polite behaviour.')).toBeInTheDocument();
    expect(within(first).getByText('Review ID: 112')).toBeInTheDocument();
    const second = within(dialog).getByRole('listitem', { name: 'Review 98' });
    expect(within(second).getByRole('img', { name: 'Rated 1 out of 5' })).toBeInTheDocument();
    expect(within(second).getByText('N/A')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it("says 'No Records Found' for a vendor without reviews", async () => {
    mockFetch({
      'GET /admin/data/getReviewsByVendorId/90': () => jsonResponse(200, { success: true, data: [] }),
    });
    renderWithProviders(<ReviewsDialog vendorId={90} onClose={() => {}} />);
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });

  it("shows 'Failed to load reviews. Please try again.' and loads again on request", async () => {
    let calls = 0;
    mockFetch({
      'GET /admin/data/getReviewsByVendorId/90': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { success: false, message: 'Database unavailable' })
          : jsonResponse(200, { success: true, data: [aReview()] });
      },
    });
    const { user } = renderWithProviders(<ReviewsDialog vendorId={90} onClose={() => {}} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load reviews. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Review ID: 112')).toBeInTheDocument();
  });
});
