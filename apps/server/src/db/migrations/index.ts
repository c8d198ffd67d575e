import { authMigration } from './2026-11-21-001-auth';
import { marketplaceMigration } from './2026-11-21-002-marketplace';
import { searchMigration } from './2026-11-21-003-search';
import { vendorSessionsMigration } from './2026-11-22-010-vendor-sessions';
import { vendorBlockedIndexMigration } from './2026-11-22-020-vendor-blocked-index';
import { vendorSearchTextMigration } from './2026-11-22-030-vendor-search-text';
import { bookingListIndexesMigration } from './2026-11-22-040-booking-list-indexes';
import { catalogueNameKeysMigration } from './2026-11-22-050-catalogue-name-keys';
import { vendorUpdatedAtTriggerMigration } from './2026-11-23-060-vendor-updated-at-trigger';
import { partnerApiMigration } from './2026-11-23-070-partner-api';
import { adminReadMarksMigration } from './2026-11-23-080-admin-read-marks';
import { auditTrailIndexesMigration } from './2026-11-23-090-audit-trail-indexes';
import { dashboardIndexesMigration } from './2026-11-23-100-dashboard-indexes';
import { complaintWorkflowMigration } from './2026-11-23-110-complaint-workflow';
import { dispatchMigration } from './2026-11-23-120-dispatch';
import { chatUnreadIndexMigration } from './2026-11-24-130-chat-unread-index';
import { vendorReviewCountsMigration } from './2026-11-24-140-vendor-review-counts';
import { phoneSearchMigration } from './2026-11-29-150-phone-search';
import { bellSeenMarksMigration } from './2026-11-29-160-bell-seen-marks';
import { listSortsMigration } from './2026-11-29-170-list-sorts';
import { teamMigration } from './2026-11-29-180-team';
import { outboxMigration } from './2026-11-30-190-outbox';
import { paymentProviderMigration } from './2026-11-30-200-payment-provider';
import { refundsMigration } from './2026-11-30-210-refunds';
import { messagesMigration } from './2026-11-30-220-messages';
import { dailyJobsMigration } from './2026-11-30-230-daily-jobs';
import { vendorLedgerMigration } from './2026-12-01-240-vendor-ledger';
import { invoicesMigration } from './2026-12-01-260-invoices';
import { payoutsMigration } from './2026-12-01-270-payouts';
import { bookingSlotsMigration } from './2026-12-02-280-booking-slots';
import type { DialectMigration } from './helpers';

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, DialectMigration> = {
  '2026-11-21-001-auth': authMigration,
  '2026-11-21-002-marketplace': marketplaceMigration,
  '2026-11-21-003-search': searchMigration,
  '2026-11-22-010-vendor-sessions': vendorSessionsMigration,
  '2026-11-22-020-vendor-blocked-index': vendorBlockedIndexMigration,
  '2026-11-22-030-vendor-search-text': vendorSearchTextMigration,
  '2026-11-22-040-booking-list-indexes': bookingListIndexesMigration,
  '2026-11-22-050-catalogue-name-keys': catalogueNameKeysMigration,
  '2026-11-23-060-vendor-updated-at-trigger': vendorUpdatedAtTriggerMigration,
  '2026-11-23-070-partner-api': partnerApiMigration,
  '2026-11-23-080-admin-read-marks': adminReadMarksMigration,
  '2026-11-23-090-audit-trail-indexes': auditTrailIndexesMigration,
  '2026-11-23-100-dashboard-indexes': dashboardIndexesMigration,
  '2026-11-23-110-complaint-workflow': complaintWorkflowMigration,
  '2026-11-23-120-dispatch': dispatchMigration,
  '2026-11-24-130-chat-unread-index': chatUnreadIndexMigration,
  '2026-11-24-140-vendor-review-counts': vendorReviewCountsMigration,
  '2026-11-29-150-phone-search': phoneSearchMigration,
  '2026-11-29-160-bell-seen-marks': bellSeenMarksMigration,
  '2026-11-29-170-list-sorts': listSortsMigration,
  '2026-11-29-180-team': teamMigration,
  '2026-11-30-190-outbox': outboxMigration,
  '2026-11-30-200-payment-provider': paymentProviderMigration,
  '2026-11-30-210-refunds': refundsMigration,
  '2026-11-30-220-messages': messagesMigration,
  '2026-11-30-230-daily-jobs': dailyJobsMigration,
  '2026-12-01-240-vendor-ledger': vendorLedgerMigration,
  '2026-12-01-260-invoices': invoicesMigration,
  '2026-12-01-270-payouts': payoutsMigration,
  '2026-12-02-280-booking-slots': bookingSlotsMigration,
};
