import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ADD_VENDOR_LABELS, type AddVendorValues, validateAddVendor } from '../add-vendor-rules';
import { ADD_VENDOR_UNAVAILABLE, AddVendorForm } from './add-vendor-form';

const complete: AddVendorValues = {
  firstName: 'Asha',
  lastName: 'Patil',
  email: 'asha@example.in',
  mobile: '98765 43210',
  businessName: 'Patil Plumbing',
  serviceCategory: 'Plumbing',
  subCategory: 'Tap repair',
  serviceProof: new File(['x'], 'proof.pdf', { type: 'application/pdf' }),
  serviceName: 'Leak fixing',
  serviceRadius: 10,
  description: 'Ten years of plumbing',
  pincode: '411001',
  startTime: '09:00',
  closingTime: '18:00',
  photo: new File(['x'], 'shop.png', { type: 'image/png' }),
};

beforeEach(() => {
  window.localStorage.setItem('adminToken', 'token');
});

describe('validateAddVendor', () => {
  it('accepts a complete form', () => {
    expect(validateAddVendor(complete)).toEqual({});
  });

  it('requires every field', () => {
    const empty = Object.fromEntries(Object.keys(complete).map((k) => [k, ''])) as unknown as AddVendorValues;
    const errors = validateAddVendor({ ...empty, serviceCategory: null, serviceProof: null, photo: null });
    expect(Object.keys(errors).sort()).toEqual(Object.keys(ADD_VENDOR_LABELS).sort());
    expect(errors.firstName).toBe('First Name is required');
  });

  it.each([
    [{ email: 'asha@' }, 'email', 'Enter a valid email address'],
    [{ mobile: '12345' }, 'mobile', 'Enter a 10-digit mobile number'],
    [{ pincode: '0110' }, 'pincode', 'Enter a 6-digit pincode'],
    [{ serviceRadius: 0 }, 'serviceRadius', 'Service radius must be more than 0 km'],
    [{ closingTime: '08:00' }, 'closingTime', 'Closing time must be after the start time'],
    [{ photo: new File(['x'], 'a.txt', { type: 'text/plain' }) }, 'photo', 'The photo must be an image'],
  ] as const)('%j → %s: %s', (change, field, message) => {
    expect(validateAddVendor({ ...complete, ...change })[field]).toBe(message);
  });
});

describe('AddVendorForm', () => {
  it('refuses to submit with empty required fields and sends nothing', async () => {
    const calls = mockFetch({ 'GET /admin/data/getSERVICE_CATEGORIES': () => ok([]) });
    const { user } = renderWithProviders(<AddVendorForm />);

    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));

    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Photo is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    expect(screen.queryByText(ADD_VENDOR_UNAVAILABLE)).toBeNull();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });
});
