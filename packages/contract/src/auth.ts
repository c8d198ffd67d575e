import { z } from 'zod';
import { isMobileNumber, normalizePhone } from './rules/phone';

export const phoneSchema = z
  .string({ error: 'phone is required' })
  .trim()
  .min(1, 'phone is required')
  .transform(normalizePhone)
  .refine(isMobileNumber, 'phone must be a 10-digit mobile number');

export const passwordPolicySchema = z
  .string({ error: 'password is required' })
  .min(8, 'password must be at least 8 characters')
  .max(128, 'password must be at most 128 characters');

export const loginBodySchema = z.object({
  email: z.string({ error: 'email is required' }).trim().min(1, 'email is required').max(254).toLowerCase(),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(128),
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
  otp: z
    .string({ error: 'otp is required' })
    .trim()
    .regex(/^\d{6}$/, 'otp must be the 6-digit code'),
});

export const verifyOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});

export const updatePasswordBodySchema = z.object({ phone: phoneSchema, password: passwordPolicySchema });
