import { readFile } from 'node:fs/promises';

/**
 * What the simulated vendors and customers were told by text: the server's console SMS outbox
 * (DATA_DIR/sms-outbox.jsonl, packages/contract/src/dev-outbox.ts) read as it grows, each new message
 * to a phone one of the apps' people owns printed as `SMS to ••••3210: …` (docs/product/reminders.md
 * and docs/product/messages.md say what is sent when). Sign-in codes are the sign-in's business and are
 * not printed.
 */

export interface DevText {
  to: string;
  message: string;
  sent_at: string;
  /** The message's delivery key, when the server writes it: a second delivery of one message has the same. */
  reference?: string;
}

export type TextOwner = 'vendor' | 'customer';

/** How many reads a text to a phone no app owns yet is kept for (a message sent while its app signs up). */
const UNOWNED_READS = 20;

const SIGN_IN_CODE = /\bsign-in code is \d{6}\b/;

/** A phone as the simulator prints it: its last 4 digits. */
export function maskPhone(phone: string): string {
  return `••••${phone.slice(-4)}`;
}

/** The texts of outbox lines (one JSON object a line); a line that is not one is skipped. */
export function parseTexts(lines: readonly string[]): DevText[] {
  const texts: DevText[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    try {
      const entry = JSON.parse(line) as Partial<DevText>;
      if (typeof entry.to === 'string' && typeof entry.message === 'string') {
        texts.push({
          to: entry.to,
          message: entry.message,
          sent_at: String(entry.sent_at ?? ''),
          ...(typeof entry.reference === 'string' ? { reference: entry.reference } : {}),
        });
      }
    } catch {
      // not a text: skipped
    }
  }
  return texts;
}

/** The outbox file read from where the last read ended, told to `print` per text its owner has. */
export class TextInbox {
  /** Bytes of the file already read (complete lines only). */
  private offset = 0;
  private pending: { text: DevText; reads: number }[] = [];
  /** References told already: the outbox delivers at least once, so one message may be written twice. */
  private readonly told = new Set<string>();
  readonly counts: Record<TextOwner, number> = { vendor: 0, customer: 0 };

  constructor(
    private readonly file: string,
    private readonly ownerOf: (phone: string) => TextOwner | null,
    private readonly print: (owner: TextOwner, text: DevText) => void,
  ) {}

  /** Skips what the file already holds: only texts sent from now on are told. */
  async start(): Promise<void> {
    this.offset = (await this.read()).length;
  }

  /** Reads the texts written since the last read and tells those whose phone has an owner; answers how many. */
  async poll(): Promise<number> {
    const content = await this.read();
    // A file that shrank was replaced (the server's data directory cleaned): read it from its start.
    if (content.length < this.offset) this.offset = 0;
    const fresh = content.subarray(this.offset);
    const end = fresh.lastIndexOf(0x0a);
    const texts: { text: DevText; reads: number }[] = [...this.pending];
    if (end >= 0) {
      this.offset += end + 1;
      const lines = fresh.subarray(0, end).toString('utf8').split('\n');
      for (const text of parseTexts(lines)) {
        if (!SIGN_IN_CODE.test(text.message)) texts.push({ text, reads: 0 });
      }
    }
    this.pending = [];
    let told = 0;
    for (const entry of texts) {
      const owner = this.ownerOf(entry.text.to);
      const { reference } = entry.text;
      if (owner && reference !== undefined && this.told.has(reference)) continue;
      if (owner) {
        if (reference !== undefined) this.told.add(reference);
        this.counts[owner]++;
        this.print(owner, entry.text);
        told++;
      } else if (entry.reads + 1 < UNOWNED_READS) {
        this.pending.push({ text: entry.text, reads: entry.reads + 1 });
      }
    }
    return told;
  }

  private async read(): Promise<Buffer> {
    return readFile(this.file).catch(() => Buffer.alloc(0));
  }
}
