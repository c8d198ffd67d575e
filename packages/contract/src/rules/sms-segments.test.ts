import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-segments';

describe('smsLength', () => {
  it('GSM-7: 160 characters in one part, 153 a part beyond', () => {
    expect(smsLength('')).toEqual({ encoding: 'GSM-7', length: 0, segments: 0 });
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', length: 161, segments: 2 });
    expect(smsLength('a'.repeat(306))).toEqual({ encoding: 'GSM-7', length: 306, segments: 2 });
    expect(smsLength('a'.repeat(307))).toEqual({ encoding: 'GSM-7', length: 307, segments: 3 });
  });

  it('counts the extension table’s characters (€ { } [ ] ~ ^ | \\) twice', () => {
    expect(smsLength('€')).toEqual({ encoding: 'GSM-7', length: 2, segments: 1 });
    expect(smsLength(`${'a'.repeat(158)}€`)).toMatchObject({ length: 160, segments: 1 });
    expect(smsLength(`${'a'.repeat(159)}€`)).toMatchObject({ length: 161, segments: 2 });
    expect(smsLength('{}[]~^|\\')).toMatchObject({ encoding: 'GSM-7', length: 16 });
  });

  it('UCS-2 for any other character: 70 in one part, 67 a part beyond', () => {
    expect(smsLength('₹'.repeat(70))).toEqual({ encoding: 'UCS-2', length: 70, segments: 1 });
    expect(smsLength('₹'.repeat(71))).toEqual({ encoding: 'UCS-2', length: 71, segments: 2 });
    expect(smsLength('₹'.repeat(134))).toEqual({ encoding: 'UCS-2', length: 134, segments: 2 });
    expect(smsLength('₹'.repeat(135))).toEqual({ encoding: 'UCS-2', length: 135, segments: 3 });
    // One non-GSM character makes the whole text UCS-2.
    expect(smsLength(`${'a'.repeat(69)}₹`)).toEqual({ encoding: 'UCS-2', length: 70, segments: 1 });
  });

  it('Hindi and Tamil text is UCS-2, counted in UTF-16 code units', () => {
    const hindi = 'नमस्ते रवि, आपका आवेदन स्वीकार हो गया है। ऐप खोलें और काम लेना शुरू करें। - सेवा';
    // 80 UTF-16 code units (each Devanagari letter and sign is one): two parts of 67.
    expect(hindi.length).toBe(80);
    expect(smsLength(hindi)).toEqual({ encoding: 'UCS-2', length: 80, segments: 2 });
    expect(smsLength('வணக்கம்')).toEqual({ encoding: 'UCS-2', length: 7, segments: 1 });
  });
});
