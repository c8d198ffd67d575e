import { Radio, Stack, Text } from '@mantine/core';
import type { CandidateVendor } from '@seva/contract';
import type { DataTableColumn } from 'mantine-datatable';
import { NA } from '@/components/not-available';
import { PagedDataTable } from '@/components/paged-data-table';
import { isMissing, NOT_AVAILABLE } from '@/lib/format';
import { CandidateReasonChips } from './candidate-reason-chips';
import { CandidateScore } from './candidate-score';

export const NO_VENDORS = 'No vendors available';

/** Service Hours (docs/product/bookings.md#assign-view): 'start - end'. */
export function serviceHours(
  vendor: Pick<CandidateVendor, 'service_start_time' | 'service_end_time'>,
): string {
  const { service_start_time: start, service_end_time: end } = vendor;
  if (isMissing(start) && isMissing(end)) return NOT_AVAILABLE;
  return `${isMissing(start) ? NOT_AVAILABLE : start} - ${isMissing(end) ? NOT_AVAILABLE : end}`;
}

interface CandidateVendorsTableProps {
  records: CandidateVendor[];
  selectedId: number | null;
  onSelect: (vendor: CandidateVendor) => void;
  loading: boolean;
  fetching: boolean;
  page: number;
  pageSize: number;
  totalRecords: number;
  onPageChange: (page: number) => void;
}

/**
 * Vendors of the assign view, best first (docs/product/dispatch.md): each with its score and reason chips;
 * the ones that cannot take the booking are greyed out with the reason.
 */
export function CandidateVendorsTable({
  records,
  selectedId,
  onSelect,
  loading,
  fetching,
  page,
  pageSize,
  totalRecords,
  onPageChange,
}: CandidateVendorsTableProps) {
  const columns: DataTableColumn<CandidateVendor>[] = [
    {
      accessor: 'vendor_name',
      title: 'Vendor Name',
      render: (v) => (
        <Stack gap={4}>
          <Stack gap={0}>
            <Text size="sm">{v.vendor_name}</Text>
            {v.eligible ? null : (
              <Text size="xs" c="dimmed">
                Cannot be assigned: {v.reason ?? 'Not eligible'}
              </Text>
            )}
          </Stack>
          <CandidateReasonChips reasons={v.reasons} />
        </Stack>
      ),
    },
    {
      accessor: 'name_of_bussiness',
      title: 'Business Name',
      render: (v) => <NA value={v.name_of_bussiness} />,
    },
    { accessor: 'bussiness_category', title: 'Category', render: (v) => <NA value={v.bussiness_category} /> },
    {
      accessor: 'vendor_mobile',
      title: 'Mobile',
      noWrap: true,
      render: (v) => <NA value={v.vendor_mobile} />,
    },
    { accessor: 'service_hours', title: 'Service Hours', render: (v) => serviceHours(v) },
    {
      accessor: 'score',
      title: 'Score',
      textAlign: 'center',
      render: (v) => <CandidateScore score={v.score} />,
    },
    {
      accessor: 'select',
      title: 'Select',
      textAlign: 'center',
      render: (v) => (
        <Radio
          name="vendor"
          value={String(v.vendor_id)}
          checked={selectedId === v.vendor_id}
          onChange={() => onSelect(v)}
          disabled={!v.eligible}
          aria-label={`Select ${v.vendor_name}`}
          title={v.eligible ? undefined : (v.reason ?? undefined)}
          styles={{ inner: { margin: '0 auto' } }}
        />
      ),
    },
  ];

  return (
    <PagedDataTable<CandidateVendor>
      aria-label="Vendors"
      idAccessor="vendor_id"
      columns={columns}
      records={records}
      rowStyle={(v) => (v.eligible ? undefined : { backgroundColor: 'var(--mantine-color-gray-1)' })}
      fetching={fetching}
      loading={loading}
      emptyText={NO_VENDORS}
      page={page}
      onPageChange={onPageChange}
      pageSize={pageSize}
      totalRecords={totalRecords}
    />
  );
}
