import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_WHATSAPP_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TOKEN,
  type FakeWhatsApp,
  startFakeWhatsApp,
  WHATSAPP_ERRORS,
} from '../../test/fake-whatsapp';
import { createWhatsAppCloud, templateLanguage, WhatsAppRefusedError } from './whatsapp-cloud';

describe('WhatsApp Cloud API adapter against the local Cloud API', () => {
  let fake: FakeWhatsApp;
  const cloud = (token = FAKE_WHATSAPP_TOKEN) =>
    createWhatsAppCloud({ apiUrl: fake.url, phoneNumberId: FAKE_WHATSAPP_PHONE_NUMBER_ID, token });
  const message = {
    to: '9876543210',
    template: 'refund_processed',
    language: 'en',
    parameters: ['Anita', '₹450.00', '1042'],
    reference: 'message:refund.processed:1',
  };

  beforeAll(async () => {
    fake = await startFakeWhatsApp();
    fake.templates.set('refund_processed', 3);
  });
  afterAll(() => fake?.close());

  const errorOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (e: unknown) => e as Error,
    );

  it('POSTs a template message with the bearer token and answers its wamid', async () => {
    const sent = await cloud().sendTemplate(message);
    expect(sent.providerMessageId).toMatch(/^wamid\./);
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: `/v21.0/${FAKE_WHATSAPP_PHONE_NUMBER_ID}/messages`,
      authorization: `Bearer ${FAKE_WHATSAPP_TOKEN}`,
      answered: 200,
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '919876543210',
        type: 'template',
        template: {
          name: 'refund_processed',
          language: { code: 'en' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Anita' },
                { type: 'text', text: '₹450.00' },
                { type: 'text', text: '1042' },
              ],
            },
          ],
        },
        biz_opaque_callback_data: 'message:refund.processed:1',
      },
    });
  });

  it('a final refusal is WhatsAppRefusedError with Meta’s code and message, never the token', async () => {
    const badToken = await errorOf(cloud('wrong-token-value').sendTemplate(message));
    expect(badToken).toBeInstanceOf(WhatsAppRefusedError);
    expect(badToken?.message).toBe(
      'WhatsApp Cloud API answered 401 (code 190): Invalid OAuth access token - Cannot parse access token',
    );
    expect(badToken?.message).not.toContain('wrong-token-value');

    const params = await errorOf(cloud().sendTemplate({ ...message, parameters: ['Anita'] }));
    expect(params).toBeInstanceOf(WhatsAppRefusedError);
    expect(params?.message).toContain('(code 132000)');

    fake.fail(WHATSAPP_ERRORS.undeliverable, 1);
    const undeliverable = await errorOf(cloud().sendTemplate(message));
    expect(undeliverable).toBeInstanceOf(WhatsAppRefusedError);
    expect(undeliverable?.message).toContain('(code 131026)');
  });

  it('throttling and Meta’s own trouble are plain errors (tried again)', async () => {
    for (const error of [WHATSAPP_ERRORS.rateLimit, WHATSAPP_ERRORS.unknown]) {
      fake.fail(error, 1);
      const failed = await errorOf(cloud().sendTemplate(message));
      expect(failed).toBeInstanceOf(Error);
      expect(failed).not.toBeInstanceOf(WhatsAppRefusedError);
      expect(failed?.message).toBe(
        `WhatsApp Cloud API answered ${error.status} (code ${error.code}): ${error.message}`,
      );
    }
    const unreachable = await errorOf(
      createWhatsAppCloud({
        apiUrl: 'http://127.0.0.1:9/v21.0',
        phoneNumberId: '1',
        token: 't',
      }).sendTemplate(message),
    );
    expect(unreachable).not.toBeInstanceOf(WhatsAppRefusedError);
    expect(unreachable?.message).toBe('WhatsApp Cloud API unreachable');
  });

  it('chooses the template language by the text’s script', () => {
    expect(templateLanguage('Hi Ravi, your plan is paid')).toBe('en');
    expect(templateLanguage('नमस्ते रवि, आपका प्लान सक्रिय है')).toBe('hi');
    expect(templateLanguage('வணக்கம் ரவி')).toBe('ta');
  });
});
