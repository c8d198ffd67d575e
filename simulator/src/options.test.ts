import { describe, expect, it } from 'vitest';
import { parseSimulatorOptions, UsageError } from './options';

const noStoredSecret = (_dataDir: string): string | null => null;
const parse = (argv: string[], env: NodeJS.ProcessEnv = {}, stored = noStoredSecret) =>
  parseSimulatorOptions(argv, env, stored);

describe('parseSimulatorOptions', () => {
  it('defaults to localhost:8080, 2 actions a second for 60 s, ./data, no admin', () => {
    const options = parse(['--seed', '1']);
    expect(options).toMatchObject({
      url: 'http://localhost:8080',
      rate: 2,
      durationS: 60,
      webhookSecret: null,
      admin: null,
      seed: 1,
    });
    expect(options.dataDir).toMatch(/\/data$/);
  });

  it('reads every flag, trimming the trailing slash of the URL', () => {
    const options = parse([
      '--url',
      'http://127.0.0.1:18080/',
      '--rate',
      '5',
      '--duration',
      '20',
      '--data-dir',
      '/tmp/seva',
      '--webhook-secret',
      'flag-secret',
      '--admin-email',
      'a@b.in',
      '--admin-password',
      'pw',
    ]);
    expect(options).toMatchObject({
      url: 'http://127.0.0.1:18080',
      rate: 5,
      durationS: 20,
      dataDir: '/tmp/seva',
      webhookSecret: 'flag-secret',
      admin: { email: 'a@b.in', password: 'pw' },
    });
  });

  it('takes the webhook secret from the flag, else PAYMENT_WEBHOOK_SECRET, else the data directory', () => {
    const stored = (dir: string) => `stored-in-${dir}`;
    const env = { PAYMENT_WEBHOOK_SECRET: 'env-secret', DATA_DIR: '/srv/seva' };
    expect(parse(['--webhook-secret', 'flag'], env, stored).webhookSecret).toBe('flag');
    expect(parse([], env, stored).webhookSecret).toBe('env-secret');
    expect(parse([], { DATA_DIR: '/srv/seva' }, stored).webhookSecret).toBe('stored-in-/srv/seva');
  });

  it('uses PORT for the default URL', () => {
    expect(parse([], { PORT: '9000' }).url).toBe('http://localhost:9000');
  });

  it.each([
    [['--rate', '0'], /--rate/],
    [['--rate', 'fast'], /--rate/],
    [['--duration', '-5'], /--duration/],
    [['--url', 'localhost:8080'], /--url/],
    [['--admin-email', 'a@b.in'], /go together/],
    [['--seed', '1.5'], /--seed/],
    [['--unknown'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    expect(() => parse(argv)).toThrow(UsageError);
    expect(() => parse(argv)).toThrow(message);
  });
});
