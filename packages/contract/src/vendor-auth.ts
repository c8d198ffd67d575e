import { z } from 'zod';
import { phoneSchema, verifyOtpBodySchema } from './auth';

/*
 * The vendor's sign-in by a texted code (docs/product/partner-api.md#sign-in-by-a-texted-code):
 * POST /vendor/login/requestOtp, /vendor/login/verifyOtp, /vendor/logout. The token opens the chat
 * socket and the vendor app.
 */

/**
 * POST /vendor/login/requestOtp: 200 AuthMessages.otpSent whether or not the phone is a vendor's; 429
 * AuthMessages.otpCooldown when asked again for the same phone within 30 s.
 */
export const vendorRequestOtpBodySchema = z.object({ phone: phoneSchema });
export type VendorRequestOtpBody = z.input<typeof vendorRequestOtpBodySchema>;

/**
 * POST /vendor/login/verifyOtp: malformed body → 400; wrong, expired or used code (or a phone that is no
 * vendor's) → 401 AuthMessages.otpInvalid; too many wrong codes → 429; a blocked, rejected or unapproved
 * vendor (right code) → 403 ChatMessages.vendorBlocked (chat-events.ts) / vendorRejected / vendorNotApproved.
 */
export const vendorVerifyOtpBodySchema = verifyOtpBodySchema;
export type VendorVerifyOtpBody = z.input<typeof vendorVerifyOtpBodySchema>;

export const vendorIdentitySchema = z.object({ id: z.number().int(), name: z.string() });
export type VendorIdentity = z.infer<typeof vendorIdentitySchema>;

/** The token works only on the socket (and POST /vendor/logout), never on admin routes. */
export const vendorLoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  /** Null for an applicant: a phone with no vendor yet (docs/product/partner-api.md). */
  vendor: vendorIdentitySchema.nullable(),
});
export type VendorLoginResponse = z.infer<typeof vendorLoginResponseSchema>;
