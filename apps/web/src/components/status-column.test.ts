import { describe, expect, it } from 'vitest';
import { statusColumn } from './status-column';

describe('statusColumn', () => {
  it('is as wide as its longest word, whatever page of rows is shown', () => {
    const column = statusColumn<{ id: number }>({ accessor: 'status', title: 'Status' }, [
      'Booked',
      'Cancelled',
      'Pending',
    ]);
    expect(column).toMatchObject({ accessor: 'status', title: 'Status', width: 'calc(9ch + 2.75rem)' });
  });
});
