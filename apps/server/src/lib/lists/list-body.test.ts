import { describe, expect, it } from 'vitest';
import { ListBody, smallPiece } from './list-body';

describe('ListBody', () => {
  it('joins items of one or more pieces into the list JSON, non-ASCII text included', () => {
    const body = new ListBody();
    body.add(Buffer.from('{"name":"राजेश"'), Buffer.from(',"n":1}'));
    body.add(Buffer.from('{"name":"Ωmega","n":2}'));
    expect(body.length).toBe(2);
    expect(JSON.parse(body.finish(7).toString())).toEqual({
      success: true,
      data: [
        { name: 'राजेश', n: 1 },
        { name: 'Ωmega', n: 2 },
      ],
      total: 7,
    });
  });

  it('makes an empty page, and a list without a total', () => {
    expect(new ListBody().finish(0).toString()).toBe('{"success":true,"data":[],"total":0}');
    expect(ListBody.of(['1', '"a"']).finish().toString()).toBe('{"success":true,"data":[1,"a"]}');
  });
});

describe('smallPiece', () => {
  it('answers the UTF-8 bytes of its text, encoded once per distinct text', () => {
    const tail = smallPiece(',"trial_days":3}');
    expect(tail.toString()).toBe(',"trial_days":3}');
    expect(smallPiece(',"trial_days":3}')).toBe(tail);
    expect(smallPiece(',"trial_days":4}').toString()).toBe(',"trial_days":4}');
    expect(smallPiece('"₹"')).toEqual(Buffer.from('"₹"'));
  });
});
