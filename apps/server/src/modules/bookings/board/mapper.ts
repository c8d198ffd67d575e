import {
  bookingStatus,
  type DispatchBoardJob,
  type DispatchBoardQueueItem,
  type DispatchBoardVendor,
  isLate,
} from '@seva/contract';
import type { BoardVendorRow, DayBookingRow } from './repository';

/** A day booking as its vendor's row shows it. */
export function toBoardJob(row: DayBookingRow): DispatchBoardJob {
  return {
    booking_id: row.booking_id,
    scheduled_start: row.scheduled_start ?? '',
    customer_name: row.customer_name,
    customer_city: row.customer_city,
    service_category_name: row.service_category_name,
    status: bookingStatus(row),
  };
}

/** An unassigned day booking as the queue shows it; late once its slot has started (`nowMs`). */
export function toQueueItem(row: DayBookingRow, nowMs: number): DispatchBoardQueueItem {
  return {
    booking_id: row.booking_id,
    scheduled_start: row.scheduled_start ?? '',
    customer_name: row.customer_name,
    customer_city: row.customer_city,
    service_cat_id: row.service_cat_id,
    service_category_name: row.service_category_name,
    service_desc: row.service_desc,
    late: isLate(row, nowMs),
  };
}

export function toBoardVendor(
  row: BoardVendorRow,
  categoryName: string | null,
  freeSlots: string[],
  jobs: DispatchBoardJob[],
): DispatchBoardVendor {
  return {
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    name_of_bussiness: row.name_of_bussiness,
    service_cat_id: row.service_cat_id,
    service_category_name: categoryName,
    service_start_time: row.service_start_time,
    service_end_time: row.service_end_time,
    free_slots: freeSlots,
    jobs,
  };
}
