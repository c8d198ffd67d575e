/**
 * The OTP module's service: the one-time-code flow (otp-flow.ts) of the admin's password recovery and
 * the vendor and customer apps' sign-in. Other modules take it from here.
 */
export { createOtpFlow, type OtpCaller, type OtpDeps } from './otp-flow';
