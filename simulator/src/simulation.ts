import { join } from 'node:path';
import { DEV_OUTBOX_FILE } from '@seva/contract';
import { Admin } from './admin';
import { createApiClient } from './api-client';
import { NotPossible, PROBE_IDS, type SimContext, StepFailed } from './context';
import { CustomerApp } from './customer-app';
import type { SimulatorOptions } from './options';
import { PaymentProvider } from './payment-provider';
import type { Random } from './random';
import { CodeSignIn } from './sign-in';
import { Summary } from './summary';
import { maskPhone, TextInbox } from './texts';
import { VendorApp } from './vendor-app';
import { emptyWorld } from './world';

/**
 * How long the run waits at its end for the refunds its cancellations started to settle (the simulated
 * provider settles each SIMULATED_REFUND_DELAY_MS, 3 s by default, after it is asked).
 */
const REFUND_SETTLE_MS = 8000;
/** How often the apps read their texts from the console SMS outbox. */
const TEXTS_EVERY_MS = 500;
/** At the end, how long the apps wait for the texts of the last actions (the outbox delivers within seconds). */
const TEXTS_SETTLE_MS = 3000;

interface Action {
  name: string;
  /** How often it is picked relative to the others; 0 while it cannot run. */
  weight: number;
  /** Does it; answers the detail of its line. */
  run: () => Promise<string>;
}

/**
 * Plays the vendor app, the customer app, the payment provider and (with credentials) an admin at
 * --rate actions a second for --duration seconds, one line per action, then a summary.
 */
export class Simulation {
  readonly summary = new Summary();
  private readonly ctx: SimContext;
  private readonly signIn: CodeSignIn;
  private readonly vendors: VendorApp;
  private readonly customers: CustomerApp;
  private readonly admin: Admin;
  private readonly texts: TextInbox;
  private readonly started = Date.now();
  private stopping = false;

  constructor(
    private readonly options: SimulatorOptions,
    private readonly random: Random,
    private readonly print: (line: string) => void = console.log,
  ) {
    this.ctx = {
      api: createApiClient(options.url),
      world: emptyWorld(),
      random,
      options,
      summary: this.summary,
      line: (action, text) => this.line(action, text),
      isStopping: () => this.stopping,
    };
    this.signIn = new CodeSignIn(this.ctx);
    const provider = new PaymentProvider(this.ctx);
    this.vendors = new VendorApp(this.ctx, this.signIn, provider);
    this.customers = new CustomerApp(this.ctx, this.signIn, provider);
    this.admin = new Admin(this.ctx, this.vendors);
    // What the apps' people were told by text (the server's console SMS outbox), one line per text.
    const { world } = this.ctx;
    this.texts = new TextInbox(
      join(options.dataDir, DEV_OUTBOX_FILE),
      (phone) =>
        world.vendors.some((v) => v.phone === phone)
          ? 'vendor'
          : world.customers.some((c) => c.phone === phone)
            ? 'customer'
            : null,
      (owner, text) => this.line(`${owner}.sms`, `SMS to ${maskPhone(text.to)}: ${text.message}`),
    );
  }

  private actions(): Action[] {
    const w = this.ctx.world;
    const v = this.vendors;
    const c = this.customers;
    const approved = w.vendors.filter((vendor) => vendor.state === 'approved' && !vendor.busy);
    const withBookings = w.customers.some((customer) => customer.bookings.length > 0);
    const withPaidOpen = w.customers.some((customer) =>
      customer.bookings.some((b) => b.paid && (b.status === 'Pending' || b.status === 'Booked')),
    );
    const vendorIn = (state: string) => w.vendors.some((vendor) => vendor.state === state);
    const list: Action[] = [
      { name: 'vendor.apply', weight: w.vendors.length < 3 ? 4 : 1.5, run: () => v.applies() },
      {
        name: 'vendor.status',
        weight: w.vendors.some((x) => x.state !== 'approved') ? 1 : 0,
        run: () => v.checksStatus(),
      },
      { name: 'vendor.resubmit', weight: vendorIn('rejected') ? 1 : 0, run: () => v.resubmits() },
      { name: 'vendor.buy-plan', weight: approved.length ? 1.5 : 0, run: () => v.buysPlan() },
      { name: 'vendor.complete', weight: approved.length ? 3 : 0, run: () => v.completes() },
      { name: 'vendor.complain', weight: w.vendors.some((x) => x.id) ? 0.4 : 0, run: () => v.complains() },
      { name: 'vendor.chat', weight: approved.some((x) => x.roomId) ? 1 : 0, run: () => v.chats() },
      { name: 'customer.sign-up', weight: w.customers.length < 3 ? 4 : 1.5, run: () => c.signsUp() },
      { name: 'customer.book', weight: w.customers.length ? 4 : 0, run: () => c.books() },
      { name: 'customer.pay', weight: withBookings ? 3 : 0, run: () => c.pays() },
      { name: 'customer.cancel', weight: withBookings ? 0.7 : 0, run: () => c.cancels() },
      { name: 'customer.reschedule', weight: withBookings ? 0.5 : 0, run: () => c.reschedules() },
      { name: 'customer.cancel-paid', weight: withPaidOpen ? 0.6 : 0, run: () => c.cancelsPaid() },
      { name: 'customer.review', weight: withBookings ? 2 : 0, run: () => c.reviews() },
      { name: 'customer.complain', weight: w.customers.length ? 0.5 : 0, run: () => c.complains() },
    ];
    if (w.admin) {
      list.push(
        { name: 'admin.approve', weight: vendorIn('pending') ? 3 : 0, run: () => this.admin.decides() },
        { name: 'admin.assign', weight: withBookings ? 3 : 0, run: () => this.admin.assigns() },
        { name: 'admin.chat', weight: approved.length ? 1 : 0, run: () => this.admin.chats() },
      );
    }
    return list.filter((a) => a.weight > 0);
  }

  private pickAction(): Action {
    const candidates = this.actions();
    let roll = this.random.next() * candidates.reduce((sum, a) => sum + a.weight, 0);
    for (const action of candidates) {
      roll -= action.weight;
      if (roll < 0) return action;
    }
    return candidates[candidates.length - 1]!;
  }

  /** Runs one randomly chosen action (another when it has nothing to do); prints its line and counts it. */
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

  /** Signs the admin in (when given), then runs for the duration and prints the summary. */
  async run(): Promise<void> {
    const { world } = this.ctx;
    if (this.options.admin) {
      this.print(await this.admin.signsIn(this.options.admin.email, this.options.admin.password));
    } else {
      this.print(
        'No --admin-email/--admin-password: approve applications and assign bookings in the back-office.',
      );
      world.serviceIds = [...PROBE_IDS];
      world.planIds = [...PROBE_IDS];
      world.categoryIds = [...PROBE_IDS];
    }
    if (!this.options.webhookSecret) {
      this.print(
        'No webhook secret (--webhook-secret, PAYMENT_WEBHOOK_SECRET or the data directory): payments stop at the order.',
      );
    }
    await this.texts.start();
    let reading = Promise.resolve(0);
    const readTexts = setInterval(() => {
      reading = reading.then(() => this.texts.poll()).catch(() => 0);
    }, TEXTS_EVERY_MS);
    const intervalMs = 1000 / this.options.rate;
    const endAt = this.started + this.options.durationS * 1000;
    const inFlight = new Set<Promise<void>>();
    for (let next = Date.now(); next < endAt && !this.signIn.abort; next += intervalMs) {
      const wait = next - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight.size >= 50) await Promise.race(inFlight);
      const running: Promise<void> = this.runOne().finally(() => inFlight.delete(running));
      inFlight.add(running);
    }
    await Promise.all(inFlight);
    if (!this.signIn.abort) this.summary.recordRefunds(await this.customers.refundStates(REFUND_SETTLE_MS));
    await new Promise((resolve) => setTimeout(resolve, TEXTS_SETTLE_MS));
    clearInterval(readTexts);
    await reading;
    await this.texts.poll();
    this.stopping = true;
    this.closeSockets();
    for (const line of this.summaryLines()) this.print(line);
    if (this.signIn.abort) throw new Error(this.signIn.abort);
  }

  summaryLines(): string[] {
    const { vendor, customer } = this.texts.counts;
    return [
      ...this.summary.lines((Date.now() - this.started) / 1000),
      `Texts read: ${vendor} to vendors, ${customer} to customers`,
    ];
  }

  closeSockets(): void {
    for (const vendor of this.ctx.world.vendors) vendor.socket?.close();
    this.ctx.world.admin?.socket?.close();
  }

  private line(action: string, text: string): void {
    const at = ((Date.now() - this.started) / 1000).toFixed(1).padStart(6);
    this.print(`${at}s  ${action.padEnd(17)} ${text}`);
  }
}
