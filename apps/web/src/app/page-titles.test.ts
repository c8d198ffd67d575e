import { describe, expect, it } from 'vitest';
import { documentTitle, NOT_FOUND_TITLE, pageTitleFor } from './page-titles';

const title = (path: string, search = '') => pageTitleFor(path, search, '/managevendor');

describe('page titles', () => {
  it('names every screen by its tab, sidebar entry or heading', () => {
    expect(title('/managevendor')).toBe('Vendor List');
    expect(title('/')).toBe('Vendor List');
    expect(title('/BlockedVendors/')).toBe('Blocked Vendors');
    expect(title('/bookingdetails/assign/41')).toBe('Booking Details');
    expect(title('/pendingapprovalview/7')).toBe('Pending Approval');
    expect(title('/admincomplains')).toBe('Complaints');
    expect(title('/userpaymentdetails')).toBe('User Payment Details');
    expect(title('/refunds')).toBe('Refunds');
    expect(title('/audit')).toBe('Audit trail');
    expect(title('/adminlogin')).toBe('Sign in');
  });

  it('tells adding from editing by the address', () => {
    expect(title('/addservicecategory')).toBe('Add Service Category');
    expect(title('/addservicecategory', '?id=4')).toBe('Edit Service Category');
    expect(title('/addsubservice', '?categoryId=4')).toBe('Add Sub-Service');
    expect(title('/addsubservice', '?id=9')).toBe('Edit Sub-Service');
  });

  it('calls any other address not found, and ends every title with the product', () => {
    expect(title('/nowhere')).toBe(NOT_FOUND_TITLE);
    expect(documentTitle('Vendor List')).toBe('Vendor List · Seva Admin');
  });

  it('names the Message templates screen', () => {
    expect(title('/message-templates')).toBe('Message templates');
    expect(title('/Message-Templates/')).toBe('Message templates');
  });

  it('names the team screen', () => {
    expect(title('/team')).toBe('Team');
    expect(title('/team', '?tab=roles')).toBe('Team');
  });

  it('names the account screen', () => {
    expect(title('/account')).toBe('Account');
    expect(title('/Account/')).toBe('Account');
  });
});
