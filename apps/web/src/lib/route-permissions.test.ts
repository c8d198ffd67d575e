import { BUILT_IN_ROLES, PERMISSIONS, type Permission } from '@seva/contract';
import { describe, expect, it } from 'vitest';
import { canOpen, firstOpenPath, routePermissions } from './route-permissions';

const roleSet = (role: keyof typeof BUILT_IN_ROLES) => new Set<Permission>(BUILT_IN_ROLES[role].permissions);

describe('which screens a role opens', () => {
  it('names what each screen needs, by its address, in any casing, with the assign view needing more', () => {
    expect(routePermissions('/subscriptions')).toEqual(['payments.read']);
    expect(routePermissions('/Subscriptions/')).toEqual(['payments.read']);
    expect(routePermissions('/pendingapprovalview/7')).toEqual(['vendors.read']);
    expect(routePermissions('/bookingdetails')).toEqual(['bookings.read']);
    expect(routePermissions('/bookingdetails/assign/41')).toEqual(['bookings.read', 'bookings.assign']);
    expect(routePermissions('/team')).toEqual(['team.manage']);
    expect(routePermissions('/setpricing')).toEqual([]);
    expect(routePermissions('/account')).toEqual([]);
    expect(routePermissions('/no-such-screen')).toEqual([]);
  });

  it("reads a link's screen without its query or hash", () => {
    expect(routePermissions('/refunds?status=failed')).toEqual(['payments.read']);
    expect(routePermissions('/deliveries?status=dead#top')).toEqual(['deliveries.manage']);
    expect(canOpen('/refunds?status=failed', roleSet('dispatcher'))).toBe(false);
  });

  it('opens Message templates for a member with messages.manage (owners, operations) only', () => {
    expect(routePermissions('/message-templates')).toEqual(['messages.manage']);
    expect(canOpen('/message-templates', roleSet('owner'))).toBe(true);
    expect(canOpen('/message-templates', roleSet('operations'))).toBe(true);
    expect(canOpen('/message-templates', roleSet('dispatcher'))).toBe(false);
    expect(canOpen('/message-templates', new Set<Permission>(['deliveries.manage']))).toBe(false);
  });

  it('opens /account for every member, a role without any permission too', () => {
    expect(canOpen('/account', new Set<Permission>())).toBe(true);
    expect(canOpen('/Account', roleSet('viewer'))).toBe(true);
  });

  it('opens every screen for an owner', () => {
    const owner = new Set<Permission>(PERMISSIONS);
    for (const path of [
      '/managevendor',
      '/vendorpayments',
      '/addvendor',
      '/audit',
      '/team',
      '/addsubscriptions',
    ])
      expect(canOpen(path, owner)).toBe(true);
  });

  it('keeps a dispatcher from Subscriptions, Vendor Payments, the audit trail and the team', () => {
    const dispatcher = roleSet('dispatcher');
    expect(canOpen('/managevendor', dispatcher)).toBe(true);
    expect(canOpen('/bookingdetails/assign/3', dispatcher)).toBe(true);
    expect(canOpen('/messages', dispatcher)).toBe(true);
    for (const path of [
      '/subscriptions',
      '/vendorpayments',
      '/userpaymentdetails',
      '/refunds',
      '/audit',
      '/team',
      '/addvendor',
    ])
      expect(canOpen(path, dispatcher)).toBe(false);
  });

  it('opens Refunds for a member who reads payments (finance), as User Payment Details', () => {
    expect(canOpen('/refunds', roleSet('finance'))).toBe(true);
    expect(canOpen('/refunds', new Set<Permission>(['payments.refund']))).toBe(false);
  });

  it('lands every built-in role on the Vendor List, and a role without vendors on its first screen', () => {
    for (const role of Object.keys(BUILT_IN_ROLES) as (keyof typeof BUILT_IN_ROLES)[])
      expect(firstOpenPath(roleSet(role))).toBe('/managevendor');
    expect(firstOpenPath(new Set<Permission>(['bookings.read', 'chat.use']))).toBe('/bookingdetails');
    expect(firstOpenPath(new Set<Permission>(['team.manage']))).toBe('/team');
    expect(firstOpenPath(new Set<Permission>(['reports.export']))).toBeNull();
  });
});
