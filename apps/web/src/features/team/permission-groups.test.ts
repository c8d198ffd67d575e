import { PERMISSIONS } from '@seva/contract';
import { describe, expect, it } from 'vitest';
import { PERMISSION_GROUPS, PERMISSION_LABELS } from './permission-groups';

describe('the permission groups of the grid and the role dialog', () => {
  it('hold every permission key once, each with its words', () => {
    const grouped = PERMISSION_GROUPS.flatMap((group) => group.permissions);
    expect([...grouped].sort()).toEqual([...PERMISSIONS].sort());
    for (const key of PERMISSIONS) expect(PERMISSION_LABELS[key]).toMatch(/\w/);
  });
});
