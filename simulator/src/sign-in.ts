import { join } from 'node:path';
import { DEV_OUTBOX_FILE } from '@seva/contract';
import { type Outcome, outcomeOf } from './api-client';
import { check, type SimContext, StepFailed } from './context';
import { waitForCode } from './outbox';

/**
 * Sign-in by a texted code (docs/product/partner-api.md#sign-in-by-a-texted-code): the code is read from
 * the server's console SMS outbox. After three misses with no code ever read, `abort` says why the run
 * cannot go on (a wrong --data-dir, or another SMS provider).
 */
export class CodeSignIn {
  abort: string | null = null;
  private codesRead = 0;
  private codesMissed = 0;

  constructor(private readonly ctx: SimContext) {}

  async vendor(phone: string): Promise<{ token: string; id: number | null }> {
    const { api } = this.ctx;
    const since = Date.now() - 1000;
    const requested = await api.POST('/api/v1/vendor/login/requestOtp', { body: { phone } });
    const otp = await this.code(phone, outcomeOf(requested), since, 'vendor');
    const verified = check(
      'vendor verifyOtp',
      await api.POST('/api/v1/vendor/login/verifyOtp', { body: { phone, otp } }),
    );
    return { token: verified.token, id: verified.vendor?.id ?? null };
  }

  async customer(phone: string): Promise<{ token: string; id: number }> {
    const { api } = this.ctx;
    const since = Date.now() - 1000;
    const requested = await api.POST('/api/v1/customer/login/requestOtp', { body: { phone } });
    const otp = await this.code(phone, outcomeOf(requested), since, 'customer');
    const verified = check(
      'customer verifyOtp',
      await api.POST('/api/v1/customer/login/verifyOtp', { body: { phone, otp } }),
    );
    return { token: verified.token, id: verified.customer.id };
  }

  private async code(phone: string, requested: Outcome, since: number, who: string): Promise<string> {
    if (requested.status !== 200) throw new StepFailed(`${who} requestOtp`, requested);
    const { dataDir } = this.ctx.options;
    const code = await waitForCode(dataDir, phone, since);
    if (code) {
      this.codesRead++;
      return code;
    }
    if (this.codesRead === 0 && ++this.codesMissed >= 3) {
      this.abort = `No sign-in codes in ${join(dataDir, DEV_OUTBOX_FILE)}: pass the server's data directory with --data-dir (the server must use SMS_PROVIDER=console).`;
    }
    throw new StepFailed(`${who} (no code for ${phone} in ${dataDir}; wrong --data-dir?)`, { status: 0 });
  }
}
