import { io } from 'socket.io-client';
import { bearer } from './api-client';
import { type ChatSocket, check, NotPossible, PROBE_IDS, pickOrSkip, type SimContext } from './context';
import { ADMIN_CHAT_LINES } from './people';
import type { VendorApp } from './vendor-app';

/**
 * An operator, only with --admin-email/--admin-password: reads the catalogue and plans (the apps have no
 * list of their own), approves most applications, assigns bookings and opens chats with vendors.
 */
export class Admin {
  constructor(
    private readonly ctx: SimContext,
    private readonly vendors: VendorApp,
  ) {}

  /** Signs in and learns the catalogue and the paid plans; answers the line to print. */
  async signsIn(email: string, password: string): Promise<string> {
    const { api, options, world } = this.ctx;
    const login = check('admin login', await api.POST('/api/v1/admin/login', { body: { email, password } }));
    // The simulator signs in with a password alone: an admin with two-step sign-in on needs a code.
    if (!('token' in login)) throw new Error('admin login: this admin has two-step sign-in on; use another');
    const headers = bearer(login.token);
    const services = check(
      'catalogue',
      await api.GET('/api/v1/admin/data/getSERVICES', { headers, params: { query: { limit: 1000 } } }),
    );
    const plans = check('plans', await api.GET('/api/v1/admin/data/getSUBSCRIPTIONS', { headers }));
    world.serviceIds = services.data.map((s) => s.service_id);
    world.serviceCategories = new Map(services.data.map((s) => [s.service_id, s.service_cat_id]));
    world.categoryIds = [...new Set(services.data.map((s) => s.service_cat_id))];
    if (world.categoryIds.length === 0) world.categoryIds = [...PROBE_IDS];
    world.planIds = plans.data.filter((p) => p.subscription_price > 0).map((p) => p.subscription_id);
    const socket: ChatSocket = io(options.url, { path: '/socket.io', query: { token: login.token } });
    world.admin = { token: login.token, id: login.admin.id, socket };
    return `Signed in as admin ${login.admin.name}: ${world.serviceIds.length} services in ${world.categoryIds.length} categories, ${world.planIds.length} paid plans.`;
  }

  private headers() {
    return bearer(this.ctx.world.admin!.token);
  }

  /** Approves most pending applications of the simulated vendors and rejects a few. */
  decides(): Promise<string> {
    return this.vendors.as(
      (v) => v.state === 'pending' && v.id !== null,
      async (vendor) => {
        const approve = this.ctx.random.chance(0.85);
        const vendorId = vendor.id!;
        check(
          'decision',
          await this.ctx.api.PUT('/api/v1/admin/data/updatevendors', {
            headers: this.headers(),
            body: approve ? { vendor_id: vendorId, is_approved: 1 } : { vendor_id: vendorId, is_rejected: 1 },
          }),
        );
        vendor.state = approve ? 'approved' : 'rejected';
        if (approve) this.vendors.connect(vendor);
        return `${approve ? 'approved' : 'rejected'} ${vendor.name} (vendor #${vendorId})`;
      },
    );
  }

  /** Assigns a simulated customer's open booking, mostly to a simulated vendor that fits it. */
  async assigns(): Promise<string> {
    const { api, random, world } = this.ctx;
    const headers = this.headers();
    const requests = check(
      'service requests',
      await api.GET('/api/v1/admin/data/getcustomerservicedetails', {
        headers,
        params: { query: { assigned: '0', limit: 50 } },
      }),
    );
    const simulatedBookings = new Set(world.customers.flatMap((c) => c.bookings.map((b) => b.id)));
    const booking = pickOrSkip(
      random,
      requests.data.filter((b) => simulatedBookings.has(b.booking_id) && !b.is_cancelled),
    );
    const candidates = check(
      'candidates',
      await api.GET('/api/v1/admin/data/bookings/{bookingId}/candidate-vendors', {
        headers,
        params: { path: { bookingId: String(booking.booking_id) }, query: { limit: 200 } },
      }),
    );
    const fit = candidates.data.filter((c) => c.eligible);
    const simulatedVendors = new Set(world.vendors.map((v) => v.id));
    const ours = fit.filter((c) => simulatedVendors.has(c.vendor_id));
    // Another vendor takes a job now and then; most wait for a simulated vendor of their category,
    // so the jobs get completed and reviewed.
    if (ours.length === 0 && (fit.length === 0 || random.chance(0.6))) throw new NotPossible();
    const vendor = random.pick(ours.length > 0 ? ours : fit);
    check(
      'assign',
      await api.PUT('/api/v1/admin/data/updateservicebooking', {
        headers,
        body: { booking_id: booking.booking_id, vendor_id: vendor.vendor_id },
      }),
    );
    return `assigned booking #${booking.booking_id} to ${vendor.vendor_name}`;
  }

  /** Opens (or reuses) the admin's room with an approved vendor and says something. */
  async chats(): Promise<string> {
    const { api, random, world } = this.ctx;
    const socket = world.admin?.socket;
    if (!socket?.connected) throw new NotPossible();
    const vendor = pickOrSkip(
      random,
      world.vendors.filter((v) => v.state === 'approved' && v.id !== null),
    );
    const room = check(
      'room',
      await api.POST('/api/v1/chat/get-or-create-room', {
        headers: this.headers(),
        body: { vendorId: vendor.id! },
      }),
    );
    vendor.roomId = room.roomId;
    const text = random.pick(ADMIN_CHAT_LINES);
    const ack = await socket
      .timeout(5000)
      .emitWithAck('sendMessage', { chat_room_id: room.roomId, message: text });
    if (!ack.ok) throw new Error(`sendMessage: ${ack.error}`);
    return `admin → ${vendor.name}: "${text}"`;
  }
}
