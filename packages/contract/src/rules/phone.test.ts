import { describe, expect, it } from 'vitest';
import { phoneSearchDigits } from './phone';

describe('phoneSearchDigits', () => {
  it.each([
    ['7377271712', '7377271712'],
    ['73772 71712', '7377271712'],
    ['73772-71712', '7377271712'],
    ['  73772 71712  ', '7377271712'],
    ['+91 73772 71712', '7377271712'],
    ['+91-73772-71712', '7377271712'],
    ['+917377271712', '7377271712'],
    ['+91 (73772) 71712', '7377271712'],
    ['91 73772 71712', '7377271712'],
    ['917377271712', '7377271712'],
    ['07377271712', '7377271712'],
    ['073772 71712', '7377271712'],
    ['0 73772-71712', '7377271712'],
    ['+91 073772 71712', '7377271712'],
    ['737.727.1712', '7377271712'],
    ['(737) 727-1712', '7377271712'],
    ['27171', '27171'],
    ['73772 7', '737727'],
    ['+91 73772', '73772'],
  ])('reads %j as the national digits %j', (term, digits) => {
    expect(phoneSearchDigits(term)).toBe(digits);
  });

  it('keeps a 91 or 0 that is not a prefix: a part of a number stays as typed', () => {
    expect(phoneSearchDigits('91737')).toBe('91737');
    expect(phoneSearchDigits('9173772717')).toBe('9173772717');
    expect(phoneSearchDigits('0737727')).toBe('0737727');
  });

  it.each([
    'Rajesh Kumar',
    'rajesh@example.in',
    'A-12',
    'Flat 12-34567',
    '9876543210a',
    '98765#43210',
    '1234',
    '12-34',
    '+91 987',
    '++91 73772 71712',
    '73772+71712',
    '',
    '   ',
    '- - -',
  ])('leaves %j alone: not a phone number', (term) => {
    expect(phoneSearchDigits(term)).toBeUndefined();
  });
});
