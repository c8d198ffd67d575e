import { io } from 'socket.io-client';
import { bearer, idempotent, type VendorApplicationBody } from './api-client';
import { type ChatSocket, check, forgetProbedId, NotPossible, pickOrSkip, type SimContext } from './context';
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
import type { PaymentProvider } from './payment-provider';
import { businessName, companyCategory, randomPerson, VENDOR_CHAT_LINES, VENDOR_COMPLAINTS } from './people';
import { solidPng } from './png';
import type { CodeSignIn } from './sign-in';
import { slotHasEnded } from './slots';
import type { SimVendor } from './world';

/** The vendor app (docs/product/partner-api.md#vendor-app), one simulated vendor per phone. */
export class VendorApp {
  constructor(
    private readonly ctx: SimContext,
    private readonly signIn: CodeSignIn,
    private readonly provider: PaymentProvider,
  ) {}

  /** A new phone signs in as an applicant and applies with valid identifiers and uploaded photos. */
  async applies(): Promise<string> {
    const phone = randomMobile(this.ctx.random);
    const signedIn = await this.signIn.vendor(phone);
    const vendor: SimVendor = {
      phone,
      name: '',
      token: signedIn.token,
      id: signedIn.id,
      state: 'applicant',
      categoryId: null,
      application: null,
      socket: null,
      roomId: null,
      busy: true,
    };
    this.ctx.world.vendors.push(vendor);
    try {
      const status = await this.sendApplication(vendor, await this.application(vendor));
      return `${vendor.name} (${phone}) applied: vendor #${vendor.id}, ${vendor.state} (${status})`;
    } finally {
      vendor.busy = false;
    }
  }

  /** A vendor not yet approved looks at its state (an admin may have decided in the back-office). */
  checksStatus(): Promise<string> {
    return this.as(
      (v) => v.state !== 'approved' && v.id !== null,
      async (vendor) => {
        const me = check(
          'me',
          await this.ctx.api.GET('/api/v1/vendor/me', { headers: bearer(vendor.token) }),
        );
        const before = vendor.state;
        vendor.state = me.data.status;
        if (vendor.state === 'approved') this.connect(vendor);
        const trial = me.data.trial_days ? `, ${me.data.trial_days} trial days` : '';
        return `${vendor.name}: ${before} → ${vendor.state}${trial}`;
      },
    );
  }

  /** A rejected vendor sends its application again, back to pending. */
  resubmits(): Promise<string> {
    return this.as(
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

  /** Orders a plan and has the provider capture its payment. */
  buysPlan(): Promise<string> {
    return this.as(
      (v) => v.state === 'approved',
      async (vendor) => {
        const planId = pickOrSkip(this.ctx.random, this.ctx.world.planIds);
        const answer = await this.ctx.api.POST('/api/v1/vendor/me/subscription/orders', {
          headers: idempotent(vendor.token),
          body: { subscription_id: planId },
        });
        if (answer.response.status === 404) forgetProbedId(this.ctx.world, 'planIds', planId);
        const order = check('plan order', answer);
        const paid = await this.provider.capture(order.order_id, order.amount, order.currency);
        return `${vendor.name} ordered plan #${planId}: ${order.order_id} ₹${order.amount}${paid}`;
      },
    );
  }

  /** Completes one of its open assigned jobs whose slot has ended (the list is soonest slot first). */
  completes(): Promise<string> {
    return this.as(
      (v) => v.state === 'approved',
      async (vendor) => {
        const { api, random } = this.ctx;
        const list = check(
          'my bookings',
          await api.GET('/api/v1/vendor/me/bookings', {
            headers: bearer(vendor.token),
            params: { query: { limit: 20 } },
          }),
        );
        const booking = pickOrSkip(
          random,
          list.data.filter(
            (b) => !b.is_completed && !b.is_cancelled && slotHasEnded(b.scheduled_start, Date.now()),
          ),
        );
        const done = check(
          'complete',
          await api.POST('/api/v1/vendor/me/bookings/{id}/complete', {
            headers: idempotent(vendor.token),
            params: { path: { id: String(booking.booking_id) } },
          }),
        );
        return `${vendor.name} completed booking #${done.data.booking_id} (${done.data.service_category_name})`;
      },
    );
  }

  complains(): Promise<string> {
    return this.as(
      (v) => v.id !== null,
      async (vendor) => {
        const text = this.ctx.random.pick(VENDOR_COMPLAINTS);
        check(
          'complaint',
          await this.ctx.api.POST('/api/v1/vendor/me/complaints', {
            headers: idempotent(vendor.token),
            body: { vend_comp_desc: text },
          }),
        );
        return `${vendor.name}: "${text}"`;
      },
    );
  }

  /** Writes to the admin in the room an admin opened. */
  chats(): Promise<string> {
    return this.as(
      (v) => v.state === 'approved' && v.roomId !== null && Boolean(v.socket?.connected),
      (vendor) => this.says(vendor),
    );
  }

  /** An approved vendor's chat socket: it answers the admin's messages now and then. */
  connect(vendor: SimVendor): void {
    if (vendor.socket) return;
    const { options, random } = this.ctx;
    const socket: ChatSocket = io(options.url, { path: '/socket.io', query: { token: vendor.token } });
    vendor.socket = socket;
    socket.on('receiveMessage', (message) => {
      vendor.roomId = message.chat_room_id;
      if (message.sender_type !== 'admin' || this.ctx.isStopping() || !random.chance(0.5)) return;
      setTimeout(() => void this.replies(vendor), random.int(500, 2000));
    });
    socket.on('connect_error', (err) =>
      this.ctx.line('vendor.chat', `FAILED ${vendor.name}: ${err.message}`),
    );
  }

  private async replies(vendor: SimVendor): Promise<void> {
    if (this.ctx.isStopping()) return;
    try {
      const detail = await this.says(vendor);
      this.ctx.summary.record('vendor.chat', true, 200);
      this.ctx.line('vendor.chat', `ok  ${detail} (reply)`);
    } catch (err) {
      this.ctx.summary.record('vendor.chat', false, 0);
      this.ctx.line('vendor.chat', `FAILED ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async says(vendor: SimVendor): Promise<string> {
    if (!vendor.socket?.connected || !vendor.roomId) throw new NotPossible();
    const text = this.ctx.random.pick(VENDOR_CHAT_LINES);
    const ack = await vendor.socket
      .timeout(5000)
      .emitWithAck('sendMessage', { chat_room_id: vendor.roomId, message: text });
    if (!ack.ok) throw new Error(`sendMessage: ${ack.error}`);
    return `${vendor.name} → admin: "${text}"`;
  }

  /** Takes a free simulated vendor that `filter` accepts for the time of `act`. */
  async as<T>(filter: (v: SimVendor) => boolean, act: (v: SimVendor) => Promise<T>): Promise<T> {
    const vendor = pickOrSkip(
      this.ctx.random,
      this.ctx.world.vendors.filter((v) => !v.busy && filter(v)),
    );
    vendor.busy = true;
    try {
      return await act(vendor);
    } finally {
      vendor.busy = false;
    }
  }

  /** Uploads a photo as the app would (a small solid-colour PNG) and answers its URL. */
  private async upload(token: string, name: string): Promise<string> {
    const { random } = this.ctx;
    const colour = [random.int(40, 220), random.int(40, 220), random.int(40, 220)] as const;
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(solidPng(64, colour))], { type: 'image/png' }), name);
    // The document does not describe the multipart body (field "image"), so it is passed as it is.
    const answer = await this.ctx.api.POST('/api/v1/global/upload/file', {
      headers: bearer(token),
      body: form as never,
      bodySerializer: (body: unknown) => body as FormData,
    });
    return check('upload', answer).url;
  }

  private async application(vendor: SimVendor): Promise<VendorApplicationBody> {
    const r = this.ctx.random;
    const person = randomPerson(r);
    vendor.name = person.name;
    const pan = randomPan(r, person.surname);
    const bank = r.pick(BANKS);
    const start = r.int(6, 10);
    const panPhoto = await this.upload(vendor.token, 'pan.png');
    const aadharPhoto = await this.upload(vendor.token, 'aadhaar.png');
    return {
      vendor_name: person.name,
      vendor_email: person.email,
      name_of_bussiness: businessName(r, person, 'Home'),
      bussiness_address: `${person.street}, ${person.city.city}`,
      service_cat_id: pickOrSkip(r, this.ctx.world.categoryIds),
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

  private async sendApplication(vendor: SimVendor, body: VendorApplicationBody): Promise<number> {
    const answer = await this.ctx.api.PUT('/api/v1/vendor/me/application', {
      headers: bearer(vendor.token),
      body,
    });
    // 422: not a category (tried without the catalogue).
    if (answer.response.status === 422) forgetProbedId(this.ctx.world, 'categoryIds', body.service_cat_id);
    const data = check('application', answer);
    vendor.application = body;
    vendor.categoryId = data.data.service_cat_id;
    vendor.id = data.data.vendor_id;
    vendor.state = data.data.status;
    return answer.response.status;
  }
}
