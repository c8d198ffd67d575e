import { describe, expect, it } from 'vitest';
import { loginBodySchema, phoneSchema, updatePasswordBodySchema, verifyOtpBodySchema } from './auth';
import { normalizePhone } from './rules/phone';

describe('normalizePhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(987) 654 3210', '9876543210'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it('leaves numbers that are not Indian mobiles alone for validation to refuse', () => {
    expect(normalizePhone('12345')).toBe('12345');
  });
});

describe('phoneSchema', () => {
  it('accepts a 10-digit mobile in any common notation', () => {
    expect(phoneSchema.parse(' +91 98765 43210 ')).toBe('9876543210');
  });

  it.each(['', '   ', '12345', '98765432101234', 'abcdefghij'])('refuses %j', (value) => {
    expect(phoneSchema.safeParse(value).success).toBe(false);
  });
});

describe('loginBodySchema', () => {
  it('trims and lower-cases the email', () => {
    expect(loginBodySchema.parse({ email: ' Admin@Seva.LOCAL ', password: 'x' })).toEqual({
      email: 'admin@seva.local',
      password: 'x',
    });
  });

  it('names each missing field', () => {
    const result = loginBodySchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(['email is required', 'password is required']);
  });
});

describe('verifyOtpBodySchema', () => {
  it('wants exactly six digits', () => {
    expect(verifyOtpBodySchema.safeParse({ phone: '9876543210', otp: '012345' }).success).toBe(true);
    for (const otp of ['12345', '1234567', '12345a', '']) {
      expect(verifyOtpBodySchema.safeParse({ phone: '9876543210', otp }).success).toBe(false);
    }
  });
});

describe('updatePasswordBodySchema', () => {
  it('wants at least 8 characters', () => {
    expect(updatePasswordBodySchema.safeParse({ phone: '9876543210', password: '1234567' }).success).toBe(
      false,
    );
    expect(updatePasswordBodySchema.safeParse({ phone: '9876543210', password: '12345678' }).success).toBe(
      true,
    );
  });
});
