import { bearer, idempotent, outcomeOf } from './api-client';
import { check, forgetProbedId, NotPossible, pickOrSkip, type SimContext, StepFailed } from './context';
import { randomMobile, randomPincode } from './indian-ids';
import type { PaymentProvider } from './payment-provider';
import {
  CANCEL_REASONS,
  CUSTOMER_COMPLAINTS,
  PAID_CANCEL_REASONS,
  REVIEWS,
  randomPerson,
  SERVICE_REQUESTS,
} from './people';
import type { CodeSignIn } from './sign-in';
import { daysToLookAt, pickSlot, rescheduleOutcome } from './slots';
import type { SimBooking, SimCustomer } from './world';

/** The customer app (docs/product/partner-api.md#customer-app), one simulated customer per phone. */
export class CustomerApp {
  constructor(
    private readonly ctx: SimContext,
    private readonly signIn: CodeSignIn,
    private readonly provider: PaymentProvider,
  ) {}

  /** A new phone signs in (a new customer) and fills in the profile. */
  async signsUp(): Promise<string> {
    const { api, random, world } = this.ctx;
    const phone = randomMobile(random);
    const signedIn = await this.signIn.customer(phone);
    const person = randomPerson(random);
    const profile = check(
      'profile',
      await api.PUT('/api/v1/customer/me', {
        headers: bearer(signedIn.token),
        body: {
          customer_name: person.name,
          customer_email: person.email,
          customer_country: 'India',
          gender: random.chance(0.05) ? 'Other' : person.gender,
          customer_address: {
            street: person.street,
            city: person.city.city,
            state: person.city.state,
            zip: randomPincode(random, person.city.pinRegion),
          },
        },
      }),
    );
    const id = profile.data.customer_id;
    world.customers.push({ phone, name: person.name, token: signedIn.token, id, bookings: [], busy: false });
    return `${person.name} (${phone}) signed up: customer #${id}`;
  }

  /**
   * Books a catalogue service in a slot the app offers (GET /customer/me/slots); now and then the app
   * sends the same request again (same key). No free slot in the days looked at is a normal outcome.
   */
  books(): Promise<string> {
    return this.as(
      () => true,
      async (customer) => {
        const { api, random, world } = this.ctx;
        const serviceId = this.serviceToBook();
        const scheduledStart = await this.freeSlot(customer, serviceId);
        if (!scheduledStart) return `${customer.name} found no free slot for service #${serviceId}`;
        const request = {
          headers: idempotent(customer.token),
          body: {
            service_id: serviceId,
            service_desc: random.pick(SERVICE_REQUESTS),
            scheduled_start: scheduledStart,
          },
        };
        const answer = await api.POST('/api/v1/customer/me/bookings', request);
        if (answer.response.status === 404) forgetProbedId(world, 'serviceIds', serviceId);
        const booking = check('booking', answer).data;
        let retried = '';
        if (random.chance(0.1)) {
          const again = await api.POST('/api/v1/customer/me/bookings', request);
          const replayed = again.response.headers.get('idempotent-replayed') === 'true';
          if (!replayed || check('booking retry', again).data.booking_id !== booking.booking_id) {
            throw new StepFailed('booking retry was not answered from the Idempotency-Key', outcomeOf(again));
          }
          retried = ', retried: same booking';
        }
        customer.bookings.push({
          id: booking.booking_id,
          serviceId,
          scheduledStart: booking.scheduled_start,
          price: booking.service_price ?? 0,
          status: booking.status,
          paid: false,
          reviewed: false,
        });
        return `${customer.name} booked ${booking.service_category_name} (#${booking.booking_id}, ₹${booking.service_price}) for ${booking.scheduled_start}${retried}`;
      },
    );
  }

  /**
   * Moves an open booking to another free slot (POST /customer/me/bookings/{id}/reschedule). A refusal
   * (404, 409, 422: too close to its slot, the slot taken meanwhile, the booking's state) is what a real
   * customer meets: logged as such, not a failure.
   */
  reschedules(): Promise<string> {
    const movable = (b: SimBooking) =>
      b.scheduledStart !== null && (b.status === 'Pending' || b.status === 'Booked');
    return this.as(
      (c) => c.bookings.some(movable),
      async (customer) => {
        await this.refreshBookings(customer);
        const booking = pickOrSkip(this.ctx.random, customer.bookings.filter(movable));
        const start = await this.freeSlot(customer, booking.serviceId, booking.scheduledStart);
        if (!start) return `${customer.name} found no other free slot for booking #${booking.id}`;
        const {
          data: answer,
          error,
          response,
        } = await this.ctx.api.POST('/api/v1/customer/me/bookings/{id}/reschedule', {
          headers: idempotent(customer.token),
          params: { path: { id: String(booking.id) } },
          body: { scheduled_start: start },
        });
        const message = (error as { message?: string } | undefined)?.message;
        const outcome = rescheduleOutcome(response.status);
        if (outcome === undefined) throw new StepFailed('reschedule', { status: response.status, message });
        if (outcome === 'refused' || !answer) {
          return `${customer.name} could not move booking #${booking.id} to ${start}: ${response.status} ${message ?? ''}`.trimEnd();
        }
        booking.scheduledStart = answer.data.scheduled_start ?? start;
        const vendor = answer.vendor_kept ? '' : ', vendor released';
        return `${customer.name} moved booking #${booking.id} to ${booking.scheduledStart}${vendor}`;
      },
    );
  }

  /**
   * An available slot for `serviceId`, as the app offers it, on one of the next few days from a random
   * one (not `except`, the booking's own); undefined when those days have none.
   */
  private async freeSlot(customer: SimCustomer, serviceId: number, except?: string | null) {
    const { api, random, world } = this.ctx;
    const days = daysToLookAt(Date.now(), 6).slice(random.int(0, 3)).slice(0, 3);
    for (const date of days) {
      const answer = await api.GET('/api/v1/customer/me/slots', {
        headers: bearer(customer.token),
        params: { query: { service_id: serviceId, date } },
      });
      if (answer.response.status === 404) {
        forgetProbedId(world, 'serviceIds', serviceId);
        throw new NotPossible();
      }
      const start = pickSlot(random, check('slots', answer).data, except);
      if (start) return start;
    }
    return undefined;
  }

  /** Orders an unpaid booking and has the provider capture its payment. */
  pays(): Promise<string> {
    const unpaid = (b: SimBooking) => !b.paid && b.status !== 'Cancelled';
    return this.as(
      (c) => c.bookings.some(unpaid),
      async (customer) => {
        const booking = pickOrSkip(this.ctx.random, customer.bookings.filter(unpaid));
        const order = check(
          'booking order',
          await this.ctx.api.POST('/api/v1/customer/me/bookings/{id}/orders', {
            headers: idempotent(customer.token),
            params: { path: { id: String(booking.id) } },
          }),
        );
        const paid = await this.provider.capture(order.order_id, order.amount, order.currency);
        // ' (not captured: …)' when there is no webhook secret.
        if (paid.startsWith(', captured')) booking.paid = true;
        return `${customer.name} ordered booking #${booking.id}: ${order.order_id} ₹${order.amount}${paid}`;
      },
    );
  }

  /** Cancels an open booking; a paid one is refunded by the server (the answer's `refund`). */
  cancels(): Promise<string> {
    return this.cancelsOne((b) => b.status === 'Pending' || b.status === 'Booked', CANCEL_REASONS);
  }

  /**
   * Cancels a booking already paid for: the server refunds it (all of it before a vendor is assigned,
   * less the cancellation fee after), and the simulated provider settles the refund a few seconds later.
   */
  cancelsPaid(): Promise<string> {
    return this.cancelsOne(
      (b) => b.paid && (b.status === 'Pending' || b.status === 'Booked'),
      PAID_CANCEL_REASONS,
    );
  }

  private cancelsOne(open: (b: SimBooking) => boolean, reasons: readonly string[]): Promise<string> {
    return this.as(
      (c) => c.bookings.some(open),
      async (customer) => {
        await this.refreshBookings(customer);
        const booking = pickOrSkip(this.ctx.random, customer.bookings.filter(open));
        const reason = this.ctx.random.pick(reasons);
        const done = check(
          'cancel',
          await this.ctx.api.POST('/api/v1/customer/me/bookings/{id}/cancel', {
            headers: idempotent(customer.token),
            params: { path: { id: String(booking.id) } },
            body: { cancelled_reason: reason },
          }),
        );
        booking.status = done.data.status;
        const refund = done.refund
          ? `, refund #${done.refund.refund_id} ₹${done.refund.amount} ${done.refund.status}`
          : '';
        if (done.refund) booking.refundId = done.refund.refund_id;
        return `${customer.name} cancelled booking #${booking.id}: "${reason}"${refund}`;
      },
    );
  }

  /**
   * The refunds the simulated customers' cancellations started, by state, as the customer app shows them
   * (GET /customer/me/payments). Waits up to `settleMs` for those still on their way to settle.
   */
  async refundStates(settleMs: number): Promise<Map<string, number>> {
    const customers = this.ctx.world.customers.filter((c) =>
      c.bookings.some((b) => b.refundId !== undefined),
    );
    const deadline = Date.now() + settleMs;
    for (;;) {
      const counts = new Map<string, number>();
      for (const customer of customers) {
        const wanted = new Set(
          customer.bookings.flatMap((b) => (b.refundId === undefined ? [] : [b.refundId])),
        );
        const answer = await this.ctx.api.GET('/api/v1/customer/me/payments', {
          headers: bearer(customer.token),
          params: { query: { limit: 100 } },
        });
        if (!answer.data) continue;
        for (const refund of answer.data.data.flatMap((p) => p.refunds)) {
          if (wanted.has(refund.refund_id)) counts.set(refund.status, (counts.get(refund.status) ?? 0) + 1);
        }
      }
      const inFlight = (counts.get('pending') ?? 0) + (counts.get('requested') ?? 0);
      if (inFlight === 0 || Date.now() >= deadline) return counts;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /** Reviews a booking its vendor completed. */
  reviews(): Promise<string> {
    return this.as(
      (c) => c.bookings.some((b) => !b.reviewed && b.status !== 'Cancelled'),
      async (customer) => {
        await this.refreshBookings(customer);
        const completed = customer.bookings.filter((b) => b.status === 'Completed' && !b.reviewed);
        const booking = pickOrSkip(this.ctx.random, completed);
        const review = this.ctx.random.pick(REVIEWS);
        check(
          'review',
          await this.ctx.api.POST('/api/v1/customer/me/bookings/{id}/review', {
            headers: idempotent(customer.token),
            params: { path: { id: String(booking.id) } },
            body: { rating: review.rating, review_text: review.text },
          }),
        );
        booking.reviewed = true;
        return `${customer.name} rated booking #${booking.id} ${'★'.repeat(review.rating)}`;
      },
    );
  }

  complains(): Promise<string> {
    return this.as(
      () => true,
      async (customer) => {
        const text = this.ctx.random.pick(CUSTOMER_COMPLAINTS);
        check(
          'complaint',
          await this.ctx.api.POST('/api/v1/customer/me/complaints', {
            headers: idempotent(customer.token),
            body: { cust_comp_desc: text },
          }),
        );
        return `${customer.name}: "${text}"`;
      },
    );
  }

  /**
   * Mostly a service an approved simulated vendor offers, so its jobs get assigned, completed and
   * reviewed; otherwise any service of the catalogue.
   */
  private serviceToBook(): number {
    const { world, random } = this.ctx;
    const offered = new Set(world.vendors.filter((v) => v.state === 'approved').map((v) => v.categoryId));
    const served = world.serviceIds.filter((id) => offered.has(world.serviceCategories.get(id) ?? null));
    if (served.length > 0 && random.chance(0.7)) return random.pick(served);
    return pickOrSkip(random, world.serviceIds);
  }

  /** The customer's bookings as the server has them now (an admin or vendor may have moved them). */
  private async refreshBookings(customer: SimCustomer): Promise<void> {
    const list = check(
      'my bookings',
      await this.ctx.api.GET('/api/v1/customer/me/bookings', {
        headers: bearer(customer.token),
        params: { query: { limit: 100 } },
      }),
    );
    for (const booking of list.data) {
      const known = customer.bookings.find((b) => b.id === booking.booking_id);
      if (known) {
        known.status = booking.status;
        known.scheduledStart = booking.scheduled_start;
        known.paid ||= Boolean(booking.is_booked);
      }
    }
  }

  /** Takes a free simulated customer that `filter` accepts for the time of `act`. */
  private async as<T>(filter: (c: SimCustomer) => boolean, act: (c: SimCustomer) => Promise<T>): Promise<T> {
    const customer = pickOrSkip(
      this.ctx.random,
      this.ctx.world.customers.filter((c) => !c.busy && filter(c)),
    );
    customer.busy = true;
    try {
      return await act(customer);
    } finally {
      customer.busy = false;
    }
  }
}
