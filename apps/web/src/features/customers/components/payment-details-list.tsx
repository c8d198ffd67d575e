import { Stack } from '@mantine/core';
import type { CustomerPayment } from '@seva/contract';
import { DetailList } from '@/components/detail-list';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { formatDateTime, formatRupees } from '@/lib/format';

/** Every field of a customer payment (docs/product/customers-and-payments.md#payment-details-dialog). */
export function PaymentDetailsList({ payment }: { payment: CustomerPayment }) {
  const address = payment.customer_address;
  return (
    <Stack gap="lg">
      <DetailList
        title="Customer"
        cols={3}
        items={[
          { label: 'Customer ID', value: payment.customer_id },
          { label: 'Customer Name', value: payment.customer_name },
          { label: 'Mobile', value: payment.mobile },
          { label: 'Email', value: payment.customer_email },
          { label: 'Country', value: payment.customer_country },
          { label: 'Gender', value: payment.gender },
          { label: 'Street', value: address?.street },
          { label: 'City', value: address?.city },
          { label: 'State', value: address?.state },
          { label: 'Zip', value: address?.zip },
        ]}
      />
      <DetailList
        title="Service"
        cols={3}
        items={[
          { label: 'Vendor ID', value: payment.vendor_id },
          { label: 'Service Category ID', value: payment.service_cat_id },
          { label: 'Service Category Name', value: payment.service_category_name },
          { label: 'Service Description', value: payment.service_desc },
          { label: 'Service Price', value: formatRupees(payment.service_price) },
          {
            label: 'Image',
            value: (
              <ImageWithFallback
                src={payment.service_category_url}
                alt={payment.service_category_name ?? 'Service'}
                w={96}
                h={96}
                fit="contain"
                radius="sm"
              />
            ),
          },
        ]}
      />
      <DetailList
        title="Payment"
        cols={3}
        items={[
          { label: 'Payment ID', value: payment.payment_id },
          { label: 'Booking ID', value: payment.booking_id },
          { label: 'Amount', value: formatRupees(payment.payment_amount) },
          { label: 'Payment Date', value: formatDateTime(payment.payment_date) },
          { label: 'Payment Ref No', value: payment.payment_ref_no },
        ]}
      />
    </Stack>
  );
}
