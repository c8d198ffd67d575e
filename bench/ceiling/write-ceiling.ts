import { decisionFromFlags, type UpdateVendorBody } from '@seva/contract';
import type { FastifyPluginAsync } from 'fastify';
import { isoNow } from '../../apps/server/src/lib/time';
import { planDecision } from '../../apps/server/src/modules/vendors/decision';

/**
 * What the vendor ceiling reads from its body, unchecked: updatevendors' fields. With no token to name the
 * deciding admin, an approval takes approved_by from the body (the real route ignores it).
 */
type VendorUpdateBody = Pick<
  UpdateVendorBody,
  'vendor_id' | 'is_approved' | 'approved_by' | 'is_blocked' | 'blocked_reason'
>;

interface BookingAssignBody {
  booking_id: number;
  vendor_id: number;
}

/**
 * Benchmarks only (the bench's server, ceiling/server.ts; the application never registers it): the
 * reference a write is measured against (docs/product/data-and-security.md#performance-budgets). Each route runs the single-row UPDATE
 * of its real route — PUT …/admin/data/updatevendors (approve, block, unblock) and
 * …/updateservicebooking (assign) — with the same columns and conditions on the flags, and nothing else:
 * no authentication, no validation, no read of the row first, no audit row, no trial, no cache or event.
 */
export const benchWriteCeilingRoutes: FastifyPluginAsync = async (app) => {
  const route = { config: { auth: 'public' as const }, schema: { hide: true } };

  app.put<{ Body: VendorUpdateBody }>('/bench/ceiling/vendor-update', route, async (request) => {
    const { vendor_id: vendorId, approved_by: adminId, ...flags } = request.body;
    const plan = planDecision(decisionFromFlags(flags), adminId ?? 0, isoNow());
    let query = app.db.updateTable('vendors').set(plan.changes).where('vendor_id', '=', vendorId);
    for (const [flag, value] of Object.entries(plan.expected))
      query = query.where(flag as 'is_blocked', '=', value);
    const row = await query.returning('vendor_id').executeTakeFirst();
    return { success: true, data: { updated: row !== undefined } };
  });

  app.put<{ Body: BookingAssignBody }>('/bench/ceiling/booking-assign', route, async (request) => {
    const now = isoNow();
    const row = await app.db
      .updateTable('customer_service_bookings')
      .set({ vendor_id: request.body.vendor_id, assigned_at: now, updated_at: now })
      .where('booking_id', '=', request.body.booking_id)
      .where('is_cancelled', '=', 0)
      .where('is_completed', '=', 0)
      .where('vendor_id', 'is', null)
      .returning('booking_id')
      .executeTakeFirst();
    return { success: true, data: { updated: row !== undefined } };
  });
};
