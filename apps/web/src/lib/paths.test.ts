import { describe, expect, it } from 'vitest';
import { postSignInPath, signInPath } from './paths';

describe('signInPath', () => {
  it('remembers the origin in ?next', () => {
    expect(signInPath('/blockedvendors')).toBe('/adminlogin?next=%2Fblockedvendors');
    expect(signInPath('/pendingapprovalview/12?tab=kyc')).toBe(
      '/adminlogin?next=%2Fpendingapprovalview%2F12%3Ftab%3Dkyc',
    );
  });

  it('does not remember the root, the login screen or foreign addresses', () => {
    expect(signInPath()).toBe('/adminlogin');
    expect(signInPath('/')).toBe('/adminlogin');
    expect(signInPath('/adminlogin')).toBe('/adminlogin');
    expect(signInPath('//evil.example')).toBe('/adminlogin');
  });
});

describe('postSignInPath', () => {
  it('returns to the remembered origin', () => {
    expect(postSignInPath('?next=%2Fblockedvendors')).toBe('/blockedvendors');
    expect(postSignInPath('?next=%2Fmessages%3Fq%3Dx')).toBe('/messages?q=x');
  });

  it('goes to the vendor list otherwise', () => {
    expect(postSignInPath('')).toBe('/managevendor');
    expect(postSignInPath('?next=https%3A%2F%2Fevil.example')).toBe('/managevendor');
    expect(postSignInPath('?next=%2F%2Fevil.example')).toBe('/managevendor');
    expect(postSignInPath('?next=%2F%5Cevil.example')).toBe('/managevendor');
    expect(postSignInPath('?next=%2Fadminlogin')).toBe('/managevendor');
  });
});
