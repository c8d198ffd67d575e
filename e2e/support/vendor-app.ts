import { type APIRequestContext, expect } from '@playwright/test';
import { randomDigits } from './booking-rows';
import { type ChosenFile, solidPng } from './images';
import type { SmsOutbox } from './sms-outbox';

/**
 * The vendor app as a partner builds it (docs/product/partner-api.md#vendor-app): only HTTP calls,
 * the code read from the server's SMS outbox as the phone would receive it.
 */

/** A fresh Indian mobile number no demo vendor has. */
export function freshMobile(): string {
  return `9${randomDigits(9)}`;
}

/** Signs `phone` in to the vendor app by its texted code and returns the app token. */
export async function signInToVendorApp(
  request: APIRequestContext,
  outbox: SmsOutbox,
  phone: string,
): Promise<string> {
  const requestedAt = new Date();
  const requested = await request.post('/api/v1/vendor/login/requestOtp', { data: { phone } });
  expect(requested.status(), await requested.text()).toBe(200);
  const otp = await outbox.latestOtp(phone, { sentAfter: new Date(requestedAt.getTime() - 1_000) });
  const verified = await request.post('/api/v1/vendor/login/verifyOtp', { data: { phone, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const { token } = (await verified.json()) as { token: string };
  return token;
}

/** Uploads an image as the app does and answers its URL. */
export async function uploadAsApp(
  request: APIRequestContext,
  token: string,
  file: ChosenFile,
): Promise<string> {
  const response = await request.post('/api/v1/global/upload/file', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { image: file },
  });
  expect([200, 201], await response.text()).toContain(response.status());
  const { url } = (await response.json()) as { url: string };
  return url;
}

export interface ApplicationPhotos {
  panPhoto: string;
  aadharPhoto: string;
  work: string;
}

/** A whole, valid application (docs/product/partner-api.md#the-application) for `vendorName`. */
export function applicationBody(vendorName: string, serviceCatId: number, photos: ApplicationPhotos) {
  return {
    vendor_name: vendorName,
    vendor_email: `${vendorName.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    name_of_bussiness: `${vendorName} Services`,
    bussiness_address: '12 MG Road, Bengaluru',
    service_cat_id: serviceCatId,
    bussiness_desc: 'Home repairs, same-day visits',
    gst_number: '',
    service_radius: 12,
    pincode: '560001',
    service_start_time: '09:00',
    service_end_time: '18:30',
    image_url: [photos.work],
    account_details: { ifsc: 'HDFC0001234', accountNumber: '123456789012', bankName: 'HDFC Bank' },
    kyc_docs: {
      pan: 'ABCPE1234Q',
      aadhar: '234567890124',
      pan_photo: photos.panPhoto,
      aadhar_photo: photos.aadharPhoto,
    },
  };
}

/** PUT /vendor/me/application; answers the status and the new vendor's id. */
export async function submitApplication(
  request: APIRequestContext,
  token: string,
  body: ReturnType<typeof applicationBody>,
): Promise<{ status: number; vendorId: number }> {
  const response = await request.put('/api/v1/vendor/me/application', {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  });
  const text = await response.text();
  expect([200, 201], text).toContain(response.status());
  const { data } = JSON.parse(text) as { data: { vendor_id: number } };
  return { status: response.status(), vendorId: data.vendor_id };
}

/**
 * A new vendor applies as a partner's app does: signs a fresh phone in by its texted code, uploads its PAN,
 * Aadhaar and work photos and submits a whole application for the demo's first category (read through
 * the admin API with `adminToken`). Answers the new vendor's id.
 */
export async function applyAsNewVendor(
  request: APIRequestContext,
  outbox: SmsOutbox,
  adminToken: string,
  vendorName: string,
): Promise<number> {
  const categories = await request.get('/api/v1/admin/data/getSERVICE_CATEGORIES', {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(categories.status()).toBe(200);
  const [category] = ((await categories.json()) as { data: { service_cat_id: number }[] }).data;
  if (!category) throw new Error('the demo catalogue has no category');

  const token = await signInToVendorApp(request, outbox, freshMobile());
  const photos = {
    panPhoto: await uploadAsApp(request, token, solidPng('pan.png', [200, 40, 40])),
    aadharPhoto: await uploadAsApp(request, token, solidPng('aadhaar.png', [40, 200, 40])),
    work: await uploadAsApp(request, token, solidPng('work.png', [40, 40, 200])),
  };
  const { status, vendorId } = await submitApplication(
    request,
    token,
    applicationBody(vendorName, category.service_cat_id, photos),
  );
  expect(status).toBe(201);
  return vendorId;
}
