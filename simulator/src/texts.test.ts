import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type DevText, maskPhone, TextInbox, type TextOwner } from './texts';

const line = (to: string, message: string) =>
  `${JSON.stringify({ to, message, sent_at: '2026-12-01T04:30:00.000Z' })}\n`;

describe('TextInbox', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const setUp = (owners: Map<string, TextOwner>) => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-texts-'));
    dirs.push(dir);
    const file = join(dir, 'sms-outbox.jsonl');
    const told: string[] = [];
    const inbox = new TextInbox(
      file,
      (phone) => owners.get(phone) ?? null,
      (owner: TextOwner, text: DevText) =>
        told.push(`${owner} SMS to ${maskPhone(text.to)}: ${text.message}`),
    );
    return { file, told, inbox };
  };

  it('tells each new text to a phone the apps own once, sign-in codes and older texts left out', async () => {
    const owners = new Map<string, TextOwner>([
      ['9876503210', 'vendor'],
      ['9123456789', 'customer'],
    ]);
    const { file, told, inbox } = setUp(owners);
    writeFileSync(file, line('9876503210', 'from an earlier run'));
    await inbox.start();

    appendFileSync(
      file,
      line('9876503210', 'Your Seva vendor sign-in code is 123456. It expires in 5 minutes.'),
    );
    appendFileSync(file, line('9876503210', 'Hi Ravi, your free trial ends on 4 Dec 2026. - Seva'));
    appendFileSync(file, line('9000000000', 'to somebody else'));
    appendFileSync(file, 'not json\n');
    // Half a line: the server is still writing it.
    appendFileSync(file, line('9123456789', 'Hi Anita, we have your booking #7. - Seva').slice(0, 20));
    expect(await inbox.poll()).toBe(1);
    expect(told).toEqual(['vendor SMS to ••••3210: Hi Ravi, your free trial ends on 4 Dec 2026. - Seva']);

    appendFileSync(file, line('9123456789', 'Hi Anita, we have your booking #7. - Seva').slice(20));
    expect(await inbox.poll()).toBe(1);
    expect(told.at(-1)).toBe('customer SMS to ••••6789: Hi Anita, we have your booking #7. - Seva');
    expect(await inbox.poll()).toBe(0);
    expect(inbox.counts).toEqual({ vendor: 1, customer: 1 });
  });

  it('tells a message delivered twice once', async () => {
    const { file, told, inbox } = setUp(new Map([['9876503210', 'vendor']]));
    await inbox.start();
    const twice = `${JSON.stringify({ to: '9876503210', message: 'Hi Ravi. - Seva', sent_at: '', reference: 'k1' })}\n`;
    appendFileSync(file, twice + twice);
    expect(await inbox.poll()).toBe(1);
    appendFileSync(file, twice);
    expect(await inbox.poll()).toBe(0);
    expect(told).toEqual(['vendor SMS to ••••3210: Hi Ravi. - Seva']);
  });

  it('keeps a text to a phone whose app has not signed up yet for a while', async () => {
    const owners = new Map<string, TextOwner>();
    const { file, told, inbox } = setUp(owners);
    await inbox.start();
    appendFileSync(file, line('9876501111', 'Hi Asha, we have received the application. - Seva'));
    expect(await inbox.poll()).toBe(0);
    owners.set('9876501111', 'vendor');
    expect(await inbox.poll()).toBe(1);
    expect(told).toEqual(['vendor SMS to ••••1111: Hi Asha, we have received the application. - Seva']);
  });
});
