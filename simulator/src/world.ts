import type { Socket } from 'socket.io-client';
import type { VendorApplicationBody } from './api-client';

/** What the simulator knows of the people it plays and what they did; it never reads the database. */

export type VendorState = 'applicant' | 'pending' | 'approved' | 'rejected' | 'blocked';

export interface SimVendor {
  phone: string;
  name: string;
  token: string;
  id: number | null;
  state: VendorState;
  categoryId: number | null;
  /** The last application sent, so a rejected vendor can resubmit it. */
  application: VendorApplicationBody | null;
  socket: Socket | null;
  roomId: number | null;
  busy: boolean;
}

export interface SimBooking {
  id: number;
  /** The sub-service booked: a reschedule looks for its slots. */
  serviceId: number;
  /** Its slot's start (ISO-8601 UTC); null for a booking made before slots. */
  scheduledStart: string | null;
  price: number;
  status: 'Pending' | 'Booked' | 'Completed' | 'Cancelled';
  paid: boolean;
  reviewed: boolean;
  /** The refund its cancellation started (the customer app's answer), if any. */
  refundId?: number;
}

export interface SimCustomer {
  phone: string;
  name: string;
  token: string;
  id: number;
  bookings: SimBooking[];
  busy: boolean;
}

export interface World {
  vendors: SimVendor[];
  customers: SimCustomer[];
  /** Sub-service ids customers book and plan ids vendors buy: from the admin API, or learnt by trying. */
  serviceIds: number[];
  /** The category of each sub-service, when the catalogue was read (admin sign-in). */
  serviceCategories: Map<number, number>;
  planIds: number[];
  categoryIds: number[];
  admin: { token: string; id: number; socket: Socket | null } | null;
}

export function emptyWorld(): World {
  return {
    vendors: [],
    customers: [],
    serviceIds: [],
    serviceCategories: new Map(),
    planIds: [],
    categoryIds: [],
    admin: null,
  };
}
