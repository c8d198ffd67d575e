import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nameAndDescription } from './name-and-description';

describe('nameAndDescription', () => {
  const body = z.object(nameAndDescription('service_name', 'service_description'));

  it('trims both texts under the given column names', () => {
    expect(body.parse({ service_name: ' Tap Repair ', service_description: ' Fix a tap. ' })).toEqual({
      service_name: 'Tap Repair',
      service_description: 'Fix a tap.',
    });
  });

  it('refuses a blank name and a description over 1000 characters, naming the column', () => {
    const result = body.safeParse({ service_name: '  ', service_description: 'x'.repeat(1001) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'service_name is required',
      'service_description must be at most 1000 characters',
    ]);
  });
});
