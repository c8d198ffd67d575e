import { join } from 'node:path';
import type { ClientToServerEvents, ServerToClientEvents } from '@seva/contract';
import { PAYMENT_CAPTURED, PAYMENT_SIGNATURE_HEADER, PaymentWebhookMessages } from '@seva/contract';
import { io, type Socket } from 'socket.io-client';
import { type ApiClient, bearer, createApiClient, idempotent, type Outcome, outcomeOf } from './api-client';
import {
  BANKS,
  randomAadhaar,
  randomAccountNumber,
  randomGstin,
  randomIfsc,
  randomMobile,
  randomPan,
  randomPincode,
} from './indian-ids';
import type { SimulatorOptions } from './options';
import { OUTBOX_FILE, waitForCode } from './outbox';
import {
  ADMIN_CHAT_LINES,
  businessName,
  CANCEL_REASONS,
  CUSTOMER_COMPLAINTS,
  companyCategory,
  REVIEWS,
  randomPerson,
  SERVICE_REQUESTS,
  VENDOR_CHAT_LINES,
  VENDOR_COMPLAINTS,
} from './people';
import { solidPng } from './png';
import type { Random } from './random';
import { signWebhookBody } from './signing';
import { Summary } from './summary';
import { emptyWorld, type SimBooking, type SimCustomer, type SimVendor, type World } from './world';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A step of an action that the server refused (or did not answer). */
class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly outcome: Outcome,
  ) {
    super(`${step}: ${outcome.status || 'no answer'}${outcome.message ? ` ${outcome.message}` : ''}`);
  }
}

/** Nothing to do for this action right now (e.g. no approved vendor yet); another is picked. */
class NotPossible extends Error {}

/** Ids to try while the catalogue is unknown (no admin sign-in): the demo catalogue's first rows. */
const PROBE_IDS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Plays the vendor app, the customer app, the payment provider and (with credentials) an admin. */
export class Simulation {
  readonly summary = new Summary();
  readonly world: World = emptyWorld();
  private readonly api: ApiClient;
  private readonly started = Date.now();
  private stopping = false;
  /** Why the run stops early (it cannot sign anyone in); null while all is well. */
  private abort: string | null = null;
  private codesRead = 0;
  private codesMissed = 0;

  constructor(
    private readonly options: SimulatorOptions,
    private readonly random: Random,
    private readonly print: (line: string) => void = console.log,
  ) {
    this.api = createApiClient(`${options.url}`);
  }

  // -------------------------------------------------------------------------------------------------
  // Running

  /** Actions with their weights, and whether they can run now. */
  private actions(): { name: string; weight: number; run: () => Promise<string> }[] {
    const w = this.world;
    const approved = w.vendors.filter((v) => v.state === 'approved' && !v.busy);
    const withBookings = w.customers.filter((c) => !c.busy && c.bookings.length > 0);
    const list = [
      { name: 'vendor.apply', weight: w.vendors.length < 3 ? 4 : 1.5, run: () => this.vendorApplies() },
      {
        name: 'customer.sign-up',
        weight: w.customers.length < 3 ? 4 : 1.5,
        run: () => this.customerSignsUp(),
      },
      { name: 'customer.book', weight: w.customers.length ? 4 : 0, run: () => this.customerBooks() },
      { name: 'customer.pay', weight: withBookings.length ? 3 : 0, run: () => this.customerPays() },
      { name: 'customer.cancel', weight: withBookings.length ? 0.7 : 0, run: () => this.customerCancels() },
      { name: 'customer.review', weight: withBookings.length ? 2 : 0, run: () => this.customerReviews() },
      {
        name: 'customer.complain',
        weight: w.customers.length ? 0.5 : 0,
        run: () => this.customerComplains(),
      },
      {
        name: 'vendor.status',
        weight: w.vendors.some((v) => v.state !== 'approved') ? 1 : 0,
        run: () => this.vendorChecksStatus(),
      },
      {
        name: 'vendor.resubmit',
        weight: w.vendors.some((v) => v.state === 'rejected') ? 1 : 0,
        run: () => this.vendorResubmits(),
      },
      { name: 'vendor.buy-plan', weight: approved.length ? 1.5 : 0, run: () => this.vendorBuysPlan() },
      { name: 'vendor.complete', weight: approved.length ? 3 : 0, run: () => this.vendorCompletes() },
      {
        name: 'vendor.complain',
        weight: w.vendors.some((v) => v.id) ? 0.4 : 0,
        run: () => this.vendorComplains(),
      },
      { name: 'vendor.chat', weight: approved.some((v) => v.roomId) ? 1 : 0, run: () => this.vendorChats() },
    ];
    if (w.admin) {
      list.push(
        {
          name: 'admin.approve',
          weight: w.vendors.some((v) => v.state === 'pending') ? 3 : 0,
          run: () => this.adminDecides(),
        },
        { name: 'admin.assign', weight: withBookings.length ? 3 : 0, run: () => this.adminAssigns() },
        { name: 'admin.chat', weight: approved.length ? 1 : 0, run: () => this.adminChats() },
      );
    }
    return list.filter((a) => a.weight > 0);
  }

  private pickAction() {
    const candidates = this.actions();
    const total = candidates.reduce((sum, a) => sum + a.weight, 0);
    let roll = this.random.next() * total;
    for (const action of candidates) {
      roll -= action.weight;
      if (roll < 0) return action;
    }
    return candidates[candidates.length - 1]!;
  }

  /** Runs one randomly chosen action; prints its line and counts it. */
  async runOne(): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const action = this.pickAction();
      try {
        const detail = await action.run();
        this.summary.record(action.name, true, 200);
        this.line(action.name, `ok  ${detail}`);
        return;
      } catch (err) {
        if (err instanceof NotPossible) continue;
        const outcome = err instanceof StepFailed ? err.outcome : { status: 0 };
        this.summary.record(action.name, false, outcome.status);
        this.line(action.name, `FAILED ${err instanceof Error ? err.message : String(err)}`);
        return;
      }
    }
  }

  /** Signs the admin in (when given), reads the catalogue and plans, then runs for the duration. */
  async run(): Promise<void> {
    if (this.options.admin) await this.adminSignsIn();
    else {
      this.print(
        'No --admin-email/--admin-password: approve applications and assign bookings in the back-office.',
      );
      this.world.serviceIds = [...PROBE_IDS];
      this.world.planIds = [...PROBE_IDS];
      this.world.categoryIds = [...PROBE_IDS];
    }
    if (!this.options.webhookSecret) {
      this.print(
        'No webhook secret (--webhook-secret, PAYMENT_WEBHOOK_SECRET or the data directory): payments stop at the order.',
      );
    }
    const intervalMs = 1000 / this.options.rate;
    const endAt = this.started + this.options.durationS * 1000;
    const inFlight = new Set<Promise<void>>();
    for (let next = Date.now(); next < endAt && !this.abort; next += intervalMs) {
      const wait = next - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight.size >= 50) await Promise.race(inFlight);
      const running: Promise<void> = this.runOne().finally(() => inFlight.delete(running));
      inFlight.add(running);
    }
    await Promise.all(inFlight);
    this.stopping = true;
    this.closeSockets();
    for (const line of this.summaryLines()) this.print(line);
    if (this.abort) throw new Error(this.abort);
  }

  summaryLines(): string[] {
    return this.summary.lines((Date.now() - this.started) / 1000);
  }

  closeSockets(): void {
    for (const vendor of this.world.vendors) vendor.socket?.close();
    this.world.admin?.socket?.close();
  }

  private line(action: string, text: string): void {
    const at = ((Date.now() - this.started) / 1000).toFixed(1).padStart(6);
    this.print(`${at}s  ${action.padEnd(17)} ${text}`);
  }

  private check<T>(step: string, answer: { data?: T; error?: unknown; response: Response }): T {
    if (answer.data === undefined || !answer.response.ok) throw new StepFailed(step, outcomeOf(answer));
    return answer.data;
  }

  // -------------------------------------------------------------------------------------------------
  // Sign-in by a texted code (docs/product/partner-api.md#sign-in-by-a-texted-code)

  private async codeFor(phone: string, requested: Outcome, since: number, step: string): Promise<string> {
    if (requested.status !== 200) throw new StepFailed(`${step} requestOtp`, requested);
    const code = await waitForCode(this.options.dataDir, phone, since);
    if (code) this.codesRead++;
    else if (this.codesRead === 0 && ++this.codesMissed >= 3) {
      this.abort = `No sign-in codes in ${join(this.options.dataDir, OUTBOX_FILE)}: pass the server's data directory with --data-dir (the server must use SMS_PROVIDER=console).`;
    }
    if (!code) {
      throw new StepFailed(`${step} (no code for ${phone} in ${this.options.dataDir}; wrong --data-dir?)`, {
        status: 0,
      });
    }
    return code;
  }

  private async vendorSignIn(phone: string): Promise<{ token: string; id: number | null }> {
    const since = Date.now() - 1000;
    const requested = await this.api.POST('/api/v1/vendor/login/requestOtp', { body: { phone } });
    const otp = await this.codeFor(phone, outcomeOf(requested), since, 'vendor');
    const verified = this.check(
      'vendor verifyOtp',
      await this.api.POST('/api/v1/vendor/login/verifyOtp', { body: { phone, otp } }),
    );
    return { token: verified.token, id: verified.vendor?.id ?? null };
  }

  private async customerSignIn(phone: string): Promise<{ token: string; id: number }> {
    const since = Date.now() - 1000;
    const requested = await this.api.POST('/api/v1/customer/login/requestOtp', { body: { phone } });
    const otp = await this.codeFor(phone, outcomeOf(requested), since, 'customer');
    const verified = this.check(
      'customer verifyOtp',
      await this.api.POST('/api/v1/customer/login/verifyOtp', { body: { phone, otp } }),
    );
    return { token: verified.token, id: verified.customer.id };
  }

  // -------------------------------------------------------------------------------------------------
  // Vendor app

  /** Uploads a photo as the app would (a small solid-colour PNG) and answers its URL. */
  private async upload(token: string, name: string): Promise<string> {
    const colour = [this.random.int(40, 220), this.random.int(40, 220), this.random.int(40, 220)] as const;
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(solidPng(64, colour))], { type: 'image/png' }), name);
    // The document does not describe the multipart body, so it is passed through as it is.
    const answer = await this.api.POST('/api/v1/global/upload/file', {
      headers: bearer(token),
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
    });
    return this.check('upload', answer).url;
  }

  private async application(vendor: SimVendor): Promise<Record<string, unknown>> {
    const r = this.random;
    const person = randomPerson(r);
    vendor.name = person.name;
    const pan = randomPan(r, person.surname);
    const bank = r.pick(BANKS);
    const start = r.int(6, 10);
    const [panPhoto, aadharPhoto] = [
      await this.upload(vendor.token, 'pan.png'),
      await this.upload(vendor.token, 'aadhaar.png'),
    ];
    return {
      vendor_name: person.name,
      vendor_email: person.email,
      name_of_bussiness: businessName(r, person, 'Home'),
      bussiness_address: `${person.street}, ${person.city.city}`,
      service_cat_id: r.pick(this.world.categoryIds),
      company_category: companyCategory(r),
      bussiness_desc: `Trusted local professionals in ${person.city.city} since ${r.int(2005, 2024)}.`,
      gst_number: r.chance(0.6) ? randomGstin(r, person.city.gstState, pan) : null,
      service_radius: r.pick([3, 5, 8, 10, 15, 25]),
      pincode: randomPincode(r, person.city.pinRegion),
      service_start_time: `${String(start).padStart(2, '0')}:00`,
      service_end_time: `${start + r.int(8, 12)}:${r.pick(['00', '30'])}`,
      image_url: [await this.upload(vendor.token, 'shop.png')],
      account_details: {
        ifsc: randomIfsc(r, bank),
        accountNumber: randomAccountNumber(r),
        bankName: bank.name,
      },
      kyc_docs: { pan, aadhar: randomAadhaar(r), pan_photo: panPhoto, aadhar_photo: aadharPhoto },
    };
  }

  private async sendApplication(vendor: SimVendor, body: Record<string, unknown>): Promise<number> {
    const answer = await this.api.PUT('/api/v1/vendor/me/application', {
      headers: bearer(vendor.token),
      // The body is built field by field above; the server validates it against the same document.
      body: body as never,
    });
    if (answer.response.status === 422 && !this.world.admin) {
      this.forget('categoryIds', Number(body.service_cat_id)); // not a category: tried without the catalogue
    }
    const data = this.check('application', answer);
    vendor.application = body;
    vendor.categoryId = data.data.service_cat_id;
    vendor.id = data.data.vendor_id;
    vendor.state = data.data.status;
    return answer.response.status;
  }

  private async vendorApplies(): Promise<string> {
    const phone = randomMobile(this.random);
    const vendor: SimVendor = {
      phone,
      name: '',
      token: '',
      id: null,
      state: 'applicant',
      categoryId: null,
      application: null,
      socket: null,
      roomId: null,
      busy: true,
    };
    const signedIn = await this.vendorSignIn(phone);
    vendor.token = signedIn.token;
    vendor.id = signedIn.id;
    this.world.vendors.push(vendor);
    try {
      const status = await this.sendApplication(vendor, await this.application(vendor));
      return `${vendor.name} (${phone}) applied: vendor #${vendor.id}, ${vendor.state} (${status})`;
    } finally {
      vendor.busy = false;
    }
  }

  private takeVendor(filter: (v: SimVendor) => boolean): SimVendor {
    const candidates = this.world.vendors.filter((v) => !v.busy && v.token && filter(v));
    if (candidates.length === 0) throw new NotPossible();
    const vendor = this.random.pick(candidates);
    vendor.busy = true;
    return vendor;
  }

  private async asVendor<T>(
    filter: (v: SimVendor) => boolean,
    act: (v: SimVendor) => Promise<T>,
  ): Promise<T> {
    const vendor = this.takeVendor(filter);
    try {
      return await act(vendor);
    } finally {
      vendor.busy = false;
    }
  }

  private vendorChecksStatus(): Promise<string> {
    return this.asVendor(
      (v) => v.state !== 'approved' && v.id !== null,
      async (vendor) => {
        const me = this.check(
          'me',
          await this.api.GET('/api/v1/vendor/me', { headers: bearer(vendor.token) }),
        );
        const before = vendor.state;
        vendor.state = me.data.status;
        if (vendor.state === 'approved') this.connectVendor(vendor);
        const trial = me.data.trial_days ? `, ${me.data.trial_days} trial days` : '';
        return `${vendor.name}: ${before} → ${vendor.state}${trial}`;
      },
    );
  }

  private vendorResubmits(): Promise<string> {
    return this.asVendor(
      (v) => v.state === 'rejected' && v.application !== null,
      async (vendor) => {
        const body = {
          ...vendor.application!,
          bussiness_desc: 'Updated documents as asked by the Seva team.',
        };
        await this.sendApplication(vendor, body);
        return `${vendor.name} resubmitted: ${vendor.state}`;
      },
    );
  }

  /** Orders a plan and, as the provider, captures its payment with a signed webhook. */
  private vendorBuysPlan(): Promise<string> {
    return this.asVendor(
      (v) => v.state === 'approved',
      async (vendor) => {
        const planId = this.random.pick(this.world.planIds);
        const answer = await this.api.POST('/api/v1/vendor/me/subscription/orders', {
          headers: idempotent(vendor.token),
          body: { subscription_id: planId },
        });
        if (answer.response.status === 404 && !this.world.admin) this.forget('planIds', planId);
        const order = this.check('plan order', answer);
        const paid = await this.capture(order.order_id, order.amount, order.currency);
        return `${vendor.name} ordered plan #${planId}: ${order.order_id} ₹${order.amount}${paid}`;
      },
    );
  }

  private vendorCompletes(): Promise<string> {
    return this.asVendor(
      (v) => v.state === 'approved',
      async (vendor) => {
        const list = this.check(
          'my bookings',
          await this.api.GET('/api/v1/vendor/me/bookings', {
            headers: bearer(vendor.token),
            params: { query: { limit: 20 } },
          }),
        );
        const open = list.data.filter((b) => !b.is_completed && !b.is_cancelled);
        if (open.length === 0) throw new NotPossible();
        const booking = this.random.pick(open);
        const done = this.check(
          'complete',
          await this.api.POST('/api/v1/vendor/me/bookings/{id}/complete', {
            headers: idempotent(vendor.token),
            params: { path: { id: String(booking.booking_id) } },
          }),
        );
        return `${vendor.name} completed booking #${done.data.booking_id} (${done.data.service_category_name})`;
      },
    );
  }

  private vendorComplains(): Promise<string> {
    return this.asVendor(
      (v) => v.id !== null,
      async (vendor) => {
        const text = this.random.pick(VENDOR_COMPLAINTS);
        const answer = await this.api.POST('/api/v1/vendor/me/complaints', {
          headers: idempotent(vendor.token),
          body: { vend_comp_desc: text },
        });
        this.check('complaint', answer);
        return `${vendor.name}: "${text}"`;
      },
    );
  }

  /** An approved vendor's chat socket: it answers the admin's messages now and then. */
  private connectVendor(vendor: SimVendor): void {
    if (vendor.socket) return;
    const socket: ChatSocket = io(this.options.url, { path: '/socket.io', query: { token: vendor.token } });
    vendor.socket = socket;
    socket.on('receiveMessage', (message) => {
      vendor.roomId = message.chat_room_id;
      if (message.sender_type !== 'admin' || this.stopping || !this.random.chance(0.5)) return;
      setTimeout(() => void this.runVendorReply(vendor), this.random.int(500, 2000));
    });
    socket.on('connect_error', (err) => this.line('vendor.chat', `FAILED ${vendor.name}: ${err.message}`));
  }

  private async runVendorReply(vendor: SimVendor): Promise<void> {
    if (this.stopping) return;
    try {
      const detail = await this.vendorSays(vendor);
      this.summary.record('vendor.chat', true, 200);
      this.line('vendor.chat', `ok  ${detail} (reply)`);
    } catch (err) {
      this.summary.record('vendor.chat', false, 0);
      this.line('vendor.chat', `FAILED ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async vendorSays(vendor: SimVendor): Promise<string> {
    if (!vendor.socket?.connected || !vendor.roomId) throw new NotPossible();
    const text = this.random.pick(VENDOR_CHAT_LINES);
    const ack = await vendor.socket
      .timeout(5000)
      .emitWithAck('sendMessage', { chat_room_id: vendor.roomId, message: text });
    if (!ack.ok) throw new Error(`sendMessage: ${ack.error}`);
    return `${vendor.name} → admin: "${text}"`;
  }

  private vendorChats(): Promise<string> {
    return this.asVendor(
      (v) => v.state === 'approved' && v.roomId !== null && Boolean(v.socket?.connected),
      (vendor) => this.vendorSays(vendor),
    );
  }

  // -------------------------------------------------------------------------------------------------
  // Customer app

  private async customerSignsUp(): Promise<string> {
    const phone = randomMobile(this.random);
    const signedIn = await this.customerSignIn(phone);
    const person = randomPerson(this.random);
    const profile = this.check(
      'profile',
      await this.api.PUT('/api/v1/customer/me', {
        headers: bearer(signedIn.token),
        body: {
          customer_name: person.name,
          customer_email: person.email,
          customer_country: 'India',
          gender: this.random.chance(0.05) ? 'Other' : person.gender,
          customer_address: {
            street: person.street,
            city: person.city.city,
            state: person.city.state,
            zip: randomPincode(this.random, person.city.pinRegion),
          },
        },
      }),
    );
    this.world.customers.push({
      phone,
      name: person.name,
      token: signedIn.token,
      id: profile.data.customer_id,
      bookings: [],
      busy: false,
    });
    return `${person.name} (${phone}) signed up: customer #${profile.data.customer_id}`;
  }

  private async asCustomer<T>(
    filter: (c: SimCustomer) => boolean,
    act: (c: SimCustomer) => Promise<T>,
  ): Promise<T> {
    const candidates = this.world.customers.filter((c) => !c.busy && filter(c));
    if (candidates.length === 0) throw new NotPossible();
    const customer = this.random.pick(candidates);
    customer.busy = true;
    try {
      return await act(customer);
    } finally {
      customer.busy = false;
    }
  }

  private customerBooks(): Promise<string> {
    return this.asCustomer(
      () => true,
      async (customer) => {
        const serviceId = this.serviceToBook();
        const request = {
          headers: idempotent(customer.token),
          body: { service_id: serviceId, service_desc: this.random.pick(SERVICE_REQUESTS) },
        };
        const answer = await this.api.POST('/api/v1/customer/me/bookings', request);
        if (answer.response.status === 404 && !this.world.admin) this.forget('serviceIds', serviceId);
        const booking = this.check('booking', answer).data;
        // A flaky network makes the app send the same request again: same key, the same booking back.
        let retried = '';
        if (this.random.chance(0.1)) {
          const again = await this.api.POST('/api/v1/customer/me/bookings', request);
          const replayed = again.response.headers.get('idempotent-replayed') === 'true';
          if (!replayed || this.check('booking retry', again).data.booking_id !== booking.booking_id) {
            throw new StepFailed('booking retry was not answered from the Idempotency-Key', outcomeOf(again));
          }
          retried = ', retried: same booking';
        }
        customer.bookings.push({
          id: booking.booking_id,
          price: booking.service_price ?? 0,
          status: booking.status,
          paid: false,
          reviewed: false,
        });
        return `${customer.name} booked ${booking.service_category_name} (#${booking.booking_id}, ₹${booking.service_price})${retried}`;
      },
    );
  }

  /**
   * Mostly a service an approved simulated vendor offers, so its jobs get assigned, completed and
   * reviewed; otherwise any service of the catalogue.
   */
  private serviceToBook(): number {
    const w = this.world;
    const offered = new Set(w.vendors.filter((v) => v.state === 'approved').map((v) => v.categoryId));
    const served = w.serviceIds.filter((id) => offered.has(w.serviceCategories.get(id) ?? null));
    if (served.length > 0 && this.random.chance(0.7)) return this.random.pick(served);
    if (w.serviceIds.length === 0) throw new NotPossible();
    return this.random.pick(w.serviceIds);
  }

  /** The customer's bookings as the server has them now (an admin or vendor may have moved them). */
  private async refreshBookings(customer: SimCustomer): Promise<void> {
    const list = this.check(
      'my bookings',
      await this.api.GET('/api/v1/customer/me/bookings', {
        headers: bearer(customer.token),
        params: { query: { limit: 100 } },
      }),
    );
    for (const booking of list.data) {
      const known = customer.bookings.find((b) => b.id === booking.booking_id);
      if (known) {
        known.status = booking.status;
        known.paid ||= Boolean(booking.is_booked);
      }
    }
  }

  private pickBooking(customer: SimCustomer, filter: (b: SimBooking) => boolean): SimBooking {
    const candidates = customer.bookings.filter(filter);
    if (candidates.length === 0) throw new NotPossible();
    return this.random.pick(candidates);
  }

  private customerPays(): Promise<string> {
    return this.asCustomer(
      (c) => c.bookings.some((b) => !b.paid && b.status !== 'Cancelled'),
      async (customer) => {
        const booking = this.pickBooking(customer, (b) => !b.paid && b.status !== 'Cancelled');
        const order = this.check(
          'booking order',
          await this.api.POST('/api/v1/customer/me/bookings/{id}/orders', {
            headers: idempotent(customer.token),
            params: { path: { id: String(booking.id) } },
          }),
        );
        const paid = await this.capture(order.order_id, order.amount, order.currency);
        if (paid.includes('captured')) booking.paid = true;
        return `${customer.name} ordered booking #${booking.id}: ${order.order_id} ₹${order.amount}${paid}`;
      },
    );
  }

  private customerCancels(): Promise<string> {
    return this.asCustomer(
      (c) => c.bookings.some((b) => b.status === 'Pending' || b.status === 'Booked'),
      async (customer) => {
        await this.refreshBookings(customer);
        const booking = this.pickBooking(customer, (b) => b.status === 'Pending' || b.status === 'Booked');
        const reason = this.random.pick(CANCEL_REASONS);
        const done = this.check(
          'cancel',
          await this.api.POST('/api/v1/customer/me/bookings/{id}/cancel', {
            headers: idempotent(customer.token),
            params: { path: { id: String(booking.id) } },
            body: { cancelled_reason: reason },
          }),
        );
        booking.status = done.data.status;
        return `${customer.name} cancelled booking #${booking.id}: "${reason}"`;
      },
    );
  }

  private customerReviews(): Promise<string> {
    return this.asCustomer(
      (c) => c.bookings.some((b) => !b.reviewed && b.status !== 'Cancelled'),
      async (customer) => {
        await this.refreshBookings(customer);
        const booking = this.pickBooking(customer, (b) => b.status === 'Completed' && !b.reviewed);
        const review = this.random.pick(REVIEWS);
        this.check(
          'review',
          await this.api.POST('/api/v1/customer/me/bookings/{id}/review', {
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

  private customerComplains(): Promise<string> {
    return this.asCustomer(
      () => true,
      async (customer) => {
        const text = this.random.pick(CUSTOMER_COMPLAINTS);
        this.check(
          'complaint',
          await this.api.POST('/api/v1/customer/me/complaints', {
            headers: idempotent(customer.token),
            body: { cust_comp_desc: text },
          }),
        );
        return `${customer.name}: "${text}"`;
      },
    );
  }

  // -------------------------------------------------------------------------------------------------
  // Payment provider

  /** Sends the signed `payment.captured` event of an order; answers a note for the action's line. */
  private async capture(orderId: string, amount: number, currency: string): Promise<string> {
    const secret = this.options.webhookSecret;
    if (!secret) return ' (not captured: no webhook secret)';
    const event = {
      event: PAYMENT_CAPTURED,
      payload: {
        order_id: orderId,
        payment_id: `pay_${crypto.randomUUID().replaceAll('-', '')}`,
        amount,
        currency,
      },
    };
    const raw = JSON.stringify(event);
    const deliver = () =>
      this.api.POST('/api/v1/payments/webhook', {
        params: { header: { [PAYMENT_SIGNATURE_HEADER]: signWebhookBody(raw, secret) } },
        body: event,
        // The signature covers these exact bytes.
        bodySerializer: () => raw,
      });
    this.check('webhook', await deliver());
    // Providers deliver an event again when unsure it arrived: the replay must change nothing.
    if (!this.random.chance(0.1)) return ', captured';
    const again = this.check('webhook again', await deliver());
    if (again.message !== PaymentWebhookMessages.alreadyRecorded) {
      throw new StepFailed(`webhook again answered "${again.message}"`, { status: 200 });
    }
    return ', captured (event delivered twice, recorded once)';
  }

  // -------------------------------------------------------------------------------------------------
  // Admin (only with --admin-email/--admin-password)

  private async adminSignsIn(): Promise<void> {
    const { email, password } = this.options.admin!;
    const login = this.check(
      'admin login',
      await this.api.POST('/api/v1/admin/login', { body: { email, password } }),
    );
    const headers = bearer(login.token);
    const services = this.check(
      'catalogue',
      await this.api.GET('/api/v1/admin/data/getSERVICES', { headers, params: { query: { limit: 1000 } } }),
    );
    const plans = this.check('plans', await this.api.GET('/api/v1/admin/data/getSUBSCRIPTIONS', { headers }));
    this.world.serviceIds = services.data.map((s) => s.service_id);
    this.world.serviceCategories = new Map(services.data.map((s) => [s.service_id, s.service_cat_id]));
    this.world.categoryIds = [...new Set(services.data.map((s) => s.service_cat_id))];
    this.world.planIds = plans.data
      .filter((p) => Number(p.subscription_price) > 0)
      .map((p) => p.subscription_id);
    const socket: ChatSocket = io(this.options.url, { path: '/socket.io', query: { token: login.token } });
    this.world.admin = { token: login.token, id: login.admin.id, socket };
    this.print(
      `Signed in as admin ${login.admin.name}: ${this.world.serviceIds.length} services in ${this.world.categoryIds.length} categories, ${this.world.planIds.length} paid plans.`,
    );
    if (this.world.categoryIds.length === 0) this.world.categoryIds = [...PROBE_IDS];
  }

  private adminHeaders() {
    return bearer(this.world.admin!.token);
  }

  /** Approves most pending applications of the simulated vendors and rejects a few. */
  private async adminDecides(): Promise<string> {
    const vendor = this.takeVendor((v) => v.state === 'pending' && v.id !== null);
    try {
      const approve = this.random.chance(0.85);
      this.check(
        'decision',
        await this.api.PUT('/api/v1/admin/data/updatevendors', {
          headers: this.adminHeaders(),
          body: approve
            ? { vendor_id: vendor.id!, is_approved: 1 }
            : { vendor_id: vendor.id!, is_rejected: 1 },
        }),
      );
      vendor.state = approve ? 'approved' : 'rejected';
      if (approve) this.connectVendor(vendor);
      return `${approve ? 'approved' : 'rejected'} ${vendor.name} (vendor #${vendor.id})`;
    } finally {
      vendor.busy = false;
    }
  }

  /** Assigns an unassigned booking to the first vendor that fits it. */
  private async adminAssigns(): Promise<string> {
    const headers = this.adminHeaders();
    const requests = this.check(
      'service requests',
      await this.api.GET('/api/v1/admin/data/getcustomerservicedetails', {
        headers,
        params: { query: { assigned: '0', limit: 50 } },
      }),
    );
    const simulatedBookings = new Set(this.world.customers.flatMap((c) => c.bookings.map((b) => b.id)));
    const open = requests.data.filter((b) => simulatedBookings.has(b.booking_id) && !b.is_cancelled);
    if (open.length === 0) throw new NotPossible();
    const booking = this.random.pick(open);
    const candidates = this.check(
      'candidates',
      await this.api.GET('/api/v1/admin/data/bookings/{bookingId}/candidate-vendors', {
        headers,
        params: { path: { bookingId: String(booking.booking_id) }, query: { limit: 200 } },
      }),
    );
    const fit = candidates.data.filter((c) => c.eligible);
    // Simulated vendors first, so the jobs get completed and reviewed; else any vendor that fits.
    const simulated = new Set(this.world.vendors.map((v) => v.id));
    const ours = fit.filter((c) => simulated.has(c.vendor_id));
    // Another vendor takes a job now and then; most wait for a simulated vendor of their category.
    if (ours.length === 0 && (fit.length === 0 || this.random.chance(0.6))) throw new NotPossible();
    const vendor = this.random.pick(ours.length > 0 ? ours : fit);
    this.check(
      'assign',
      await this.api.PUT('/api/v1/admin/data/updateservicebooking', {
        headers,
        body: { booking_id: booking.booking_id, vendor_id: vendor.vendor_id },
      }),
    );
    return `assigned booking #${booking.booking_id} to ${vendor.vendor_name}`;
  }

  /** Opens (or reuses) the admin's room with an approved vendor and says something. */
  private async adminChats(): Promise<string> {
    const admin = this.world.admin!;
    const vendor = this.random.pick(
      this.world.vendors.filter((v) => v.state === 'approved' && v.id !== null),
    );
    if (!vendor || !admin.socket?.connected) throw new NotPossible();
    const room = this.check(
      'room',
      await this.api.POST('/api/v1/chat/get-or-create-room', {
        headers: this.adminHeaders(),
        body: { vendorId: vendor.id! },
      }),
    );
    vendor.roomId = room.roomId;
    const text = this.random.pick(ADMIN_CHAT_LINES);
    const ack = await admin.socket
      .timeout(5000)
      .emitWithAck('sendMessage', { chat_room_id: room.roomId, message: text });
    if (!ack.ok) throw new Error(`sendMessage: ${ack.error}`);
    return `admin → ${vendor.name}: "${text}"`;
  }

  private forget(list: 'serviceIds' | 'planIds' | 'categoryIds', id: number): void {
    this.world[list] = this.world[list].filter((known) => known !== id);
  }
}
