import type { Vendor } from '@seva/contract';
import type { DetailItem } from '@/components/detail-list';
import { formatDate, formatDateTime, formatRupees, NOT_AVAILABLE } from '@/lib/format';
import { RejectTexts } from '../messages';
import { approvalLabel, subscriptionStatusLabel, vendorStatusLabel } from '../vendor-status';
import { ExternalLink } from './external-link';
import { ImageLinks } from './image-links';
import { KycValue } from './kyc-value';

/** The label/value groups of the vendor details views; each view picks and orders the ones docs/product/vendors.md names. */

/** Formatted text, or null so that DetailList shows its dimmed N/A. */
const shown = (text: string) => (text === NOT_AVAILABLE ? null : text);
const date = (value: string | null | undefined) => shown(formatDate(value));
const dateTime = (value: string | null | undefined) => shown(formatDateTime(value));
/** When an admin decided (approved, rejected, blocked): a moment admins compare, so with IST. */
const decidedAt = (value: string | null | undefined) => shown(formatDateTime(value, { zone: true }));

/** The deciding admin by name (docs/product/cockpit.md#audit-trail); the id when an older server sends no name. */
const by = (name: string | null | undefined, adminId: number | null) =>
  name ?? (adminId == null ? null : `Admin #${adminId}`);
const yesNo = (flag: number) => (flag ? 'Yes' : 'No');
const km = (radius: number | null) => (radius == null ? null : `${radius} km`);

export function contactItems(v: Vendor): DetailItem[] {
  return [
    { label: 'Name', value: v.vendor_name },
    { label: 'Email', value: v.vendor_email },
    { label: 'Phone', value: v.vendor_mobile },
  ];
}

export function businessItems(v: Vendor): DetailItem[] {
  return [
    { label: 'Business Name', value: v.name_of_bussiness },
    { label: 'Business Category', value: v.bussiness_category },
    { label: 'Service Category', value: v.fast_service_category_name },
    { label: 'GST Number', value: v.gst_number },
    { label: 'Company Category', value: v.company_category },
    { label: 'Service Radius', value: km(v.service_radius) },
    { label: 'Business Address', value: v.bussiness_address },
    { label: 'Pincode', value: v.pincode },
    { label: 'Service Start Time', value: v.service_start_time },
    { label: 'Service End Time', value: v.service_end_time },
    { label: 'Description', value: v.bussiness_desc },
  ];
}

export function documentItems(v: Vendor): DetailItem[] {
  return [
    {
      label: 'Business Proof',
      value: <ExternalLink href={v.bussiness_proof_doc_url}>Business proof document</ExternalLink>,
    },
    { label: 'Images', value: <ImageLinks urls={v.image_url} /> },
  ];
}

export function kycItems(v: Vendor): DetailItem[] {
  return [
    {
      label: 'PAN',
      value: <KycValue vendorId={v.vendor_id} field="pan" masked={v.kyc_docs?.pan} label="PAN" />,
    },
    {
      label: 'Aadhar',
      value: <KycValue vendorId={v.vendor_id} field="aadhar" masked={v.kyc_docs?.aadhar} label="Aadhar" />,
    },
  ];
}

export function accountItems(v: Vendor): DetailItem[] {
  return [
    { label: 'IFSC', value: v.account_details?.ifsc },
    {
      label: 'Account Number',
      value: (
        <KycValue
          vendorId={v.vendor_id}
          field="accountNumber"
          masked={v.account_details?.accountNumber}
          label="account number"
        />
      ),
    },
    { label: 'Bank Name', value: v.account_details?.bankName },
  ];
}

/** View More (docs/product/vendors.md#view-more): status worded Approved or Pending, rejected as yes or no. */
export function decisionItems(v: Vendor): DetailItem[] {
  return [
    { label: 'Status', value: approvalLabel(v) },
    { label: 'Approved By', value: by(v.approved_by_name, v.approved_by) },
    { label: 'Approved Date', value: decidedAt(v.approved_date) },
    { label: 'Rejected', value: yesNo(v.is_rejected) },
    { label: 'Rejected By', value: by(v.rejected_by_name, v.rejected_by) },
    { label: 'Rejected Date', value: decidedAt(v.rejected_date) },
    { label: RejectTexts.rejectionReason, value: v.rejected_reason },
  ];
}

/** Vendor List details (docs/product/vendors.md#vendor-details-dialog): approval status (Active or Pending), who decided and when, and blocking. */
export function approvalItems(v: Vendor): DetailItem[] {
  return [
    { label: 'Approval Status', value: vendorStatusLabel(v) },
    { label: 'Approved By', value: by(v.approved_by_name, v.approved_by) },
    { label: 'Approved Date', value: decidedAt(v.approved_date) },
    { label: 'Rejected', value: yesNo(v.is_rejected) },
    { label: 'Rejected By', value: by(v.rejected_by_name, v.rejected_by) },
    { label: 'Rejected Date', value: decidedAt(v.rejected_date) },
    { label: RejectTexts.rejectionReason, value: v.rejected_reason },
    { label: 'Blocked', value: yesNo(v.is_blocked) },
    // An unblock keeps the reason (docs/decisions/014-unblock-keeps-reason.md): it is history then.
    { label: v.is_blocked ? 'Blocked Reason' : 'Last Blocked Reason', value: v.blocked_reason },
    { label: 'Blocked Date', value: decidedAt(v.blocked_date) },
  ];
}

export function subscriptionItems(v: Vendor): DetailItem[] {
  return [
    { label: 'Plan Name', value: v.subscription_name },
    { label: 'Subscription ID', value: v.subscription_id },
    { label: 'Price', value: shown(formatRupees(v.subscription_price)) },
    { label: 'Plan Description', value: v.subscription_desc },
    { label: 'Start Date', value: date(v.subscription_start_date) },
    { label: 'Expiry Date', value: date(v.subscription_expiry_date) },
    { label: 'Subscription Status', value: shown(subscriptionStatusLabel(v)) },
    { label: 'Trial Days', value: v.trial_days },
    { label: 'Payment Date', value: dateTime(v.payment_date) },
    { label: 'Renewal Date', value: date(v.payment_details?.renewal_date) },
    { label: 'Payment ID', value: v.payment_details?.provider_payment_id },
  ];
}
