/**
 * How many SMS parts a text takes (docs/product/messages.md#templates). A text every character of which is
 * in the GSM 03.38 alphabet goes as GSM-7: 160 characters in one part, 153 a part when split (the
 * characters of the extension table, `^{}\[~]|€`, count twice). Any other character (Hindi, Tamil, an
 * emoji) sends the whole text as UCS-2: 70 UTF-16 code units in one part, 67 a part when split.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  length: number;
  /** Parts the text is sent in; 0 for an empty text. */
  segments: number;
}

export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENSION.includes(char)) septets += 2;
    else {
      const units = text.length;
      return {
        encoding: 'UCS-2',
        length: units,
        segments: units === 0 ? 0 : units <= 70 ? 1 : Math.ceil(units / 67),
      };
    }
  }
  return {
    encoding: 'GSM-7',
    length: septets,
    segments: septets === 0 ? 0 : septets <= 160 ? 1 : Math.ceil(septets / 153),
  };
}
