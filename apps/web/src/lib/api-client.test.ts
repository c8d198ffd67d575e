import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { api, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';
import { startSession } from './session';

describe('api client', () => {
  const onUnauthorized = vi.fn();
  let restoreHandler: () => void;

  beforeEach(() => {
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
  });

  afterEach(() => {
    restoreHandler();
    onUnauthorized.mockReset();
  });

  it('sends protected calls under /api/v1 with the stored token as bearer', async () => {
    startSession({ token: 'tok-123', admin: { id: 1, name: 'Asha' } });
    const requests = mockFetch({
      'GET /admin/data/getSUBSCRIPTIONS': () => jsonResponse(200, { success: true, data: [] }),
    });

    await expect(api.get('/admin/data/getSUBSCRIPTIONS')).resolves.toEqual({ success: true, data: [] });

    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/api/v1/admin/data/getSUBSCRIPTIONS');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends a JSON body with a JSON content type, and no content type without a body', async () => {
    startSession({ token: 'tok', admin: { id: 1, name: 'Asha' } });
    const requests = mockFetch({
      'POST /admin/login': () => jsonResponse(200, { success: true }),
      'POST /admin/logout': () => jsonResponse(200, { success: true }),
    });

    await api.post('/admin/login', { email: 'a@b.c', password: 'x' }, { auth: false });
    await api.post('/admin/logout');

    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.body).toEqual({ email: 'a@b.c', password: 'x' });
    expect(requests[1]?.headers.get('Content-Type')).toBeNull();
  });

  it('sends login and recovery calls without a bearer even when a token is stored', async () => {
    startSession({ token: 'tok', admin: { id: 1, name: 'Asha' } });
    const requests = mockFetch({
      'POST /admin/login/forgetPassword': () => jsonResponse(200, { success: true }),
    });

    await api.post('/admin/login/forgetPassword', { phone: '9876543210' }, { auth: false });

    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('refuses a protected call without a stored token, without sending it', async () => {
    const requests = mockFetch({});

    const call = api.get('/admin/data/getcustomers');

    await expect(call).rejects.toThrow('No authentication token found');
    await expect(call).rejects.toMatchObject({ kind: 'not-sent', status: 0 });
    expect(requests).toHaveLength(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("uses the server's message as the error text", async () => {
    mockFetch({
      'POST /admin/login': () =>
        jsonResponse(400, {
          success: false,
          message: 'email is required',
          errors: [{ path: 'email', message: 'email is required' }],
        }),
    });

    const error = await api.post('/admin/login', {}, { auth: false }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'email is required',
      status: 400,
      issues: [{ path: 'email', message: 'email is required' }],
    });
  });

  it('falls back to the error text when the body has no message', async () => {
    mockFetch({
      'POST /admin/login': () =>
        new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
    });

    await expect(api.post('/admin/login', {}, { auth: false })).rejects.toThrow('Bad Gateway');
  });

  it('reports a lost connection with the network error text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(api.post('/admin/login', {}, { auth: false })).rejects.toMatchObject({
      message: 'Failed to fetch',
      kind: 'network',
    });
  });

  it('clears the session and returns to sign-in when the server rejects the token', async () => {
    startSession({ token: 'expired', admin: { id: 1, name: 'Asha' } });
    mockFetch({
      'GET /admin/data/getcustomers': () =>
        jsonResponse(401, { success: false, message: 'Invalid or expired token' }),
    });

    await expect(api.get('/admin/data/getcustomers')).rejects.toThrow('Invalid or expired token');

    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminName')).toBeNull();
    expect(localStorage.getItem('adminId')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when a sign-in call answers 401', async () => {
    localStorage.setItem('adminToken', 'kept');
    mockFetch({
      'POST /admin/login/verifyOtp': () =>
        jsonResponse(401, { success: false, message: 'Invalid or expired one-time code' }),
    });

    await expect(api.post('/admin/login/verifyOtp', {}, { auth: false })).rejects.toThrow(
      'Invalid or expired one-time code',
    );

    expect(localStorage.getItem('adminToken')).toBe('kept');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
