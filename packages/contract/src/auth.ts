import { z } from 'zod';
import { isMobileNumber, normalizePhone } from './rules/phone';
import { safeText } from './safe-text';

export const phoneSchema = safeText({
  error: 'phone is required',
  trim: true,
  min: 1,
  tooShort: 'phone is required',
})
  .transform(normalizePhone)
  .refine(isMobileNumber, 'phone must be a 10-digit mobile number');

export const passwordPolicySchema = safeText({
  error: 'password is required',
  min: 8,
  tooShort: 'password must be at least 8 characters',
  max: 128,
  tooLong: 'password must be at most 128 characters',
});

export const loginBodySchema = z.object({
  email: safeText({
    error: 'email is required',
    trim: true,
    min: 1,
    tooShort: 'email is required',
    max: 254,
  }).toLowerCase(),
  password: safeText({ error: 'password is required', min: 1, tooShort: 'password is required', max: 128 }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const adminIdentitySchema = z.object({ id: z.number().int(), name: z.string() });
export type AdminIdentity = z.infer<typeof adminIdentitySchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  admin: adminIdentitySchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgetPasswordBodySchema = z.object({ phone: phoneSchema });

export const verifyOtpBodySchema = z.object({
  phone: phoneSchema,
  otp: safeText({ error: 'otp is required', trim: true }).regex(/^\d{6}$/, 'otp must be the 6-digit code'),
});

export const verifyOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});

export const updatePasswordBodySchema = z.object({ phone: phoneSchema, password: passwordPolicySchema });
