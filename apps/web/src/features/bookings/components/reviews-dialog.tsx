import { Button, Center, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { LoadingIndicator } from '@/components/loading-indicator';
import { NA } from '@/components/not-available';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useVendorReviews } from '../api/get-reviews-by-vendor-id';
import { StarRating } from './star-rating';

export const REVIEWS_ERROR = 'Failed to load reviews. Please try again.';
export const NO_RECORDS = 'No Records Found';

interface ReviewsDialogProps {
  /** The vendor whose reviews to show; null keeps the dialog closed. */
  vendorId: number | null;
  onClose: () => void;
}

/** A vendor's reviews: star rating out of 5, the review text and the review id (docs/product/bookings.md#reviews-dialog). */
export function ReviewsDialog({ vendorId, onClose }: ReviewsDialogProps) {
  const reviews = useVendorReviews(vendorId);

  return (
    <Modal
      opened={vendorId !== null}
      onClose={onClose}
      title={`Vendor Reviews (Vendor ID: ${vendorId ?? ''})`}
      centered
      size="lg"
    >
      {reviews.isPending ? (
        <Center py="lg">
          <LoadingIndicator />
        </Center>
      ) : reviews.isError ? (
        <QueryErrorAlert
          error={reviews.error}
          title={REVIEWS_ERROR}
          format={(message) => message}
          onRetry={() => reviews.refetch()}
          retryLabel="Try again"
        />
      ) : reviews.data.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {NO_RECORDS}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {reviews.data.data.map((review) => (
            <Paper
              key={review.review_id}
              withBorder
              p="sm"
              component="li"
              aria-label={`Review ${review.review_id}`}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <StarRating value={review.rating} />
                <Text size="xs" c="dimmed">
                  Review ID: {review.review_id}
                </Text>
              </Group>
              <Text size="sm" mt="xs">
                <NA value={review.review_text} />
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
