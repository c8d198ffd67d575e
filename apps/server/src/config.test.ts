import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toMatch(/data\/seva\.db$/);
    expect(config.sms.provider).toBe('console');
    expect(config.seedDemo).toBe(true);
    expect(config.admin.name).toBe('Admin');
    expect(config.complaintTargets).toEqual({ firstResponseHours: 4, resolutionHours: 48 });
  });

  it('reads the complaint service-level targets in hours', () => {
    const config = loadConfig({ COMPLAINT_FIRST_RESPONSE_HOURS: '1.5', COMPLAINT_RESOLUTION_HOURS: '24' });
    expect(config.complaintTargets).toEqual({ firstResponseHours: 1.5, resolutionHours: 24 });
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and the admin', () => {
    const config = loadConfig({
      PORT: '9001',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      ADMIN_EMAIL: 'a@b.in',
      ADMIN_PASSWORD: 'long-enough',
      ADMIN_PHONE: '9876543210',
    });
    expect(config).toMatchObject({
      port: 9001,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      admin: { email: 'a@b.in', password: 'long-enough', phone: '9876543210' },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'http' }, 'SMS_HTTP_URL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ COMPLAINT_FIRST_RESPONSE_HOURS: '0' }, 'COMPLAINT_FIRST_RESPONSE_HOURS'],
    [{ COMPLAINT_FIRST_RESPONSE_HOURS: 'soon' }, 'COMPLAINT_FIRST_RESPONSE_HOURS'],
    [{ COMPLAINT_RESOLUTION_HOURS: '-2' }, 'COMPLAINT_RESOLUTION_HOURS'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
