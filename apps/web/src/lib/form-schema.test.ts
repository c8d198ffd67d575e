import { forgetPasswordBodySchema, verifyOtpBodySchema } from '@seva/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formSchema } from './form-schema';

describe('formSchema', () => {
  const phone = formSchema(forgetPasswordBodySchema, {
    phone: { blank: 'Phone is required', custom: 'Enter a 10-digit mobile number' },
  });

  it('answers no errors for values the contract accepts', () => {
    expect(phone({ phone: '+91 98765 43210' })).toEqual({});
  });

  it("words the contract's refusals with the screen's texts: blank first, then by issue code", () => {
    expect(phone({ phone: '   ' })).toEqual({ phone: 'Phone is required' });
    expect(phone({ phone: '12345' })).toEqual({ phone: 'Enter a 10-digit mobile number' });
  });

  it("keeps the contract's message where the screen has no words for the problem", () => {
    const otp = formSchema(verifyOtpBodySchema.pick({ otp: true }));
    expect(otp({ otp: '12' })).toEqual({ otp: 'otp must be the 6-digit code' });
  });

  it('reports a check across fields under its path even when another field fails', () => {
    const schema = z
      .object({ a: z.string().min(3, 'short'), b: z.string() })
      .refine((v) => v.a === v.b, { path: ['b'], message: 'differ', when: () => true });
    expect(formSchema(schema)({ a: 'x', b: 'y' })).toEqual({ a: 'short', b: 'differ' });
  });
});
