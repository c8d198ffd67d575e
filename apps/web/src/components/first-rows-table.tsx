import {
  Box,
  Center,
  Flex,
  getSpacing,
  getStyleObject,
  Loader,
  type MantineStyleProp,
  TableTr,
  Text,
  useMantineTheme,
} from '@mantine/core';
import clsx from 'clsx';
import type { DataTableColumn, DataTableProps, DataTableSortStatus } from 'mantine-datatable';
import {
  type CSSProperties,
  type Key,
  memo,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { idleModule, useIdleModule } from '@/lib/idle-module';
import { PlainGroup } from './plain-mantine';

const pager = idleModule(() => import('./first-rows-pager').then((m) => m.FirstRowsPager));

/**
 * Mantine's Table stylesheet classes. Its Table component itself would bring ScrollArea (for
 * Table.ScrollContainer) into the first screen; its parts carry the same class map.
 */
const table = TableTr.classes as Record<'table' | 'thead' | 'tr' | 'th' | 'td', string>;

/** Mantine's Flex and Center, as the library's header cells draw them (plain-mantine.tsx says why). */
const FLEX = clsx(Flex.classes.root, 'mantine-Flex-root');
const CENTER = clsx(Center.classes.root, 'mantine-Center-root');

export type FirstRowsTableProps<T> = DataTableProps<T> & {
  /** Called when the table is wider than its box, which FirstRowsTable does not draw as the library does. */
  onSidewaysOverflow?: () => void;
  /**
   * Only the table's box and loader, no table: one FirstRowsTable does not draw (data-table.tsx) waits for
   * the library, and nothing a user or a test could point at is replaced when it comes.
   */
  waitingForLibrary?: boolean;
};

/**
 * The table DataTable draws wherever it can (ADR 019, data-table.tsx), from the first rows on and through
 * paging, sorting and search: the same markup and class names as mantine-datatable 9 in a Mantine Table
 * draws for the props the app uses, styled by their stylesheets, so the first rows need none of the
 * library's code, a page change draws plain cells, and a switch to the library does not move the rows. Rows, their cells (each column's own `render`, so their buttons work), the sortable headers,
 * the empty and loading states and the pager work as in the library; the pager, below the first rows, is
 * drawn when the page is first idle. Row expansion, column footers, a fixed height and the scrollbars of
 * a table wider than its box are not drawn: data-table.tsx has the library draw those.
 */
export function FirstRowsTable<T>(props: FirstRowsTableProps<T>) {
  const theme = useMantineTheme();
  const root = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLTableSectionElement>(null);
  const spacing = props.verticalSpacing === undefined ? undefined : getSpacing(props.verticalSpacing);
  const records = props.records ?? [];
  const columns = (props.columns ?? []) as DataTableColumn<T>[];
  const empty = records.length === 0;
  const Pager = useIdleModule(pager);
  const scrollArea = useRef<HTMLDivElement>(null);
  const { onSidewaysOverflow, waitingForLibrary } = props;
  // The library's scrollbars and the shadow under pinned row actions are its own: a table wider than
  // its box asks for it (data-table.tsx). Read when the browser has laid the table out anyway: a read in
  // the commit would lay the whole first screen out once more before its first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll area is drawn once the table stops waiting.
  useEffect(() => {
    const area = scrollArea.current;
    if (!area || !onSidewaysOverflow) return undefined;
    const observer = new ResizeObserver(() => {
      if (area.scrollWidth > area.clientWidth) onSidewaysOverflow();
    });
    observer.observe(area);
    if (area.firstElementChild) observer.observe(area.firstElementChild);
    return () => observer.disconnect();
  }, [onSidewaysOverflow, waitingForLibrary]);
  useLayoutEffect(() => {
    if (!empty || !header.current) return;
    root.current?.style.setProperty('--mantine-datatable-header-height', `${header.current.offsetHeight}px`);
  }, [empty]);
  const radius = props.borderRadius;
  return (
    <Box
      ref={root}
      className={clsx(
        'mantine-datatable',
        { 'mantine-datatable-with-border': props.withTableBorder },
        props.className,
      )}
      style={{
        borderRadius: typeof radius === 'string' ? (theme.radius[radius] ?? radius) : radius,
        height: props.height ?? '100%',
        minHeight: props.minHeight,
        maxHeight: props.maxHeight,
        position: 'relative',
      }}
    >
      {waitingForLibrary ? null : (
        <div ref={scrollArea} className="mantine-datatable-scroll-area" style={{ overflow: 'auto' }}>
          <table
            className={clsx(table.table, 'mantine-Table-table', 'mantine-datatable-table')}
            data-striped={(records.length > 0 && props.striped) || undefined}
            data-highlight-on-hover={props.highlightOnHover || undefined}
            aria-label={props['aria-label']}
            style={{ '--table-vertical-spacing': spacing } as CSSProperties}
          >
            <thead
              ref={header}
              className={clsx(table.thead, 'mantine-Table-thead', 'mantine-datatable-header')}
            >
              <Row>
                {columns.map((column) => (
                  <HeaderCell
                    key={String(column.accessor)}
                    column={column}
                    sortStatus={props.sortStatus}
                    onSortStatusChange={props.onSortStatusChange}
                  />
                ))}
              </Row>
            </thead>
            <tbody>
              {empty ? (
                <tr className="mantine-datatable-empty-row">
                  <td />
                </tr>
              ) : (
                records.map((record, index) => (
                  <RecordRow<T>
                    key={recordKey(record, props.idAccessor ?? 'id')}
                    record={record}
                    index={index}
                    columns={columns}
                    rowStyle={props.rowStyle}
                  />
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {Pager && props.page && records.length > 0 ? <Pager {...props} recordsLength={records.length} /> : null}
      <Center
        className={clsx('mantine-datatable-loader', { 'mantine-datatable-loader-fetching': props.fetching })}
      >
        {props.fetching ? (props.customLoader ?? <Loader />) : null}
      </Center>
      <Center className="mantine-datatable-empty-state" data-active={(!props.fetching && empty) || undefined}>
        <div className="mantine-datatable-empty-state-icon">
          <NoRecordsIcon />
        </div>
        <Text component="div" size="sm" c="dimmed">
          {props.noRecordsText ?? 'No records'}
        </Text>
      </Center>
    </Box>
  );
}

interface HeaderCellProps<T> {
  column: DataTableColumn<T>;
  sortStatus: DataTableSortStatus<T> | undefined;
  onSortStatusChange: ((status: DataTableSortStatus<T>) => void) | undefined;
}

function HeaderCell<T>({ column, sortStatus, onSortStatusChange }: HeaderCellProps<T>) {
  const { accessor, sortable } = column;
  const title = column.title ?? humanize(String(accessor));
  const sorted = sortStatus?.columnAccessor === accessor ? sortStatus.direction : null;
  const sort =
    sortable && onSortStatusChange
      ? () =>
          onSortStatusChange({
            sortKey: column.sortKey,
            columnAccessor: accessor,
            direction: sorted ? (sorted === 'asc' ? 'desc' : 'asc') : (sortStatus?.direction ?? 'asc'),
          })
      : undefined;
  return (
    <th
      data-accessor={String(accessor)}
      className={clsx(table.th, 'mantine-Table-th', { 'mantine-datatable-header-cell-sortable': sortable })}
      style={widthStyle(column.width)}
      role={sortable ? 'button' : undefined}
      tabIndex={sortable ? 0 : undefined}
      onClick={sort}
      onKeyDown={(event) => {
        if (event.key === 'Enter') sort?.();
      }}
    >
      <PlainGroup
        className="mantine-datatable-header-cell-sortable-group"
        justify="space-between"
        wrap="nowrap"
      >
        <div className={FLEX} style={{ alignItems: 'center', width: '100%' }}>
          <div
            className={clsx(
              'mantine-datatable-header-cell-sortable-text',
              textAlignClass(column.textAlign),
              'mantine-datatable-nowrap',
              'mantine-datatable-ellipsis',
            )}
            title={typeof title === 'string' ? title : undefined}
          >
            {title}
          </div>
        </div>
        {sorted ? (
          <div
            className={clsx(
              'mantine-datatable-header-cell-sortable-icon',
              { 'mantine-datatable-header-cell-sortable-icon-reversed': sorted === 'desc' },
              CENTER,
            )}
            role="img"
            aria-label={`Sorted ${sorted === 'desc' ? 'descending' : 'ascending'}`}
          >
            <SortIcon paths={['M12 5l0 14', 'M16 9l-4 -4', 'M8 9l4 -4']} />
          </div>
        ) : sortable ? (
          <div
            className={clsx('mantine-datatable-header-cell-sortable-unsorted-icon', CENTER)}
            role="img"
            aria-label="Not sorted"
          >
            <SortIcon paths={['M8 7l4 -4l4 4', 'M8 17l4 4l4 -4', 'M12 3l0 18']} />
          </div>
        ) : null}
      </PlainGroup>
    </th>
  );
}

interface RecordRowProps<T> {
  record: T;
  index: number;
  columns: DataTableColumn<T>[];
  rowStyle: DataTableProps<T>['rowStyle'];
}

/**
 * One record's row. Memoised: showing the loader or the pager's next page re-renders the table with the
 * same records and columns, and then no row is drawn again.
 */
const RecordRow = memo(function RecordRow<T>({ record, index, columns, rowStyle }: RecordRowProps<T>) {
  return (
    <Row className="mantine-datatable-row" style={rowStyle?.(record, index)}>
      {columns.map((column) => (
        <td
          key={String(column.accessor)}
          className={clsx(table.td, 'mantine-Table-td', cellClasses(column))}
          style={widthStyle(column.width)}
        >
          {column.render
            ? column.render(record, index)
            : (valueAt(record, String(column.accessor)) as ReactNode)}
        </td>
      ))}
    </Row>
  );
}) as <T>(props: RecordRowProps<T>) => ReactNode;

/** A Mantine Table row (its row border on, as in every table of the app). */
function Row({
  className,
  style,
  children,
}: {
  className?: string;
  style?: MantineStyleProp;
  children: ReactNode;
}) {
  const theme = useMantineTheme();
  return (
    <tr
      className={clsx(table.tr, 'mantine-Table-tr', className)}
      data-with-row-border
      style={style === undefined ? undefined : (getStyleObject(style, theme) as CSSProperties)}
    >
      {children}
    </tr>
  );
}

function cellClasses<T>(column: DataTableColumn<T>): string {
  return clsx(
    {
      'mantine-datatable-nowrap': column.noWrap || column.ellipsis,
      'mantine-datatable-ellipsis': column.ellipsis,
    },
    textAlignClass(column.textAlign),
  );
}

function textAlignClass(align: DataTableColumn<unknown>['textAlign']): string | undefined {
  return align ? `mantine-datatable-text-align-${align}` : undefined;
}

function widthStyle(width: DataTableColumn<unknown>['width']): CSSProperties | undefined {
  return width === undefined ? undefined : { width, minWidth: width, maxWidth: width };
}

/** As the library reads an accessor: a path of keys ("payment_details.renewal_date"). */
function valueAt(record: unknown, path: string): unknown {
  return path
    .match(/[^[.\]]+/g)
    ?.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
}

function recordKey<T>(record: T, idAccessor: NonNullable<DataTableProps<T>['idAccessor']>): Key {
  return (typeof idAccessor === 'function' ? idAccessor(record) : valueAt(record, String(idAccessor))) as Key;
}

/** The library's title for a column without one: "vendor_name" → "Vendor name". */
function humanize(accessor: string): string {
  const words = accessor
    .replace(/([a-z\d])([A-Z]+)/g, '$1 $2')
    .replace(/\W|_/g, ' ')
    .trim()
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

function SortIcon({ paths }: { paths: string[] }) {
  return (
    <TablerIcon>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </TablerIcon>
  );
}

function NoRecordsIcon() {
  return (
    <TablerIcon size={24}>
      <path d="M12.983 8.978c3.955 -.182 7.017 -1.446 7.017 -2.978c0 -1.657 -3.582 -3 -8 -3c-1.661 0 -3.204 .19 -4.483 .515m-2.783 1.228c-.471 .382 -.734 .808 -.734 1.257c0 1.22 1.944 2.271 4.734 2.74" />
      <path d="M4 6v6c0 1.657 3.582 3 8 3c.986 0 1.93 -.067 2.802 -.19m3.187 -.82c1.251 -.53 2.011 -1.228 2.011 -1.99v-6" />
      <path d="M4 12v6c0 1.657 3.582 3 8 3c3.217 0 5.991 -.712 7.261 -1.74m.739 -3.26v-4" />
      <path d="M3 3l18 18" />
    </TablerIcon>
  );
}

/** The library's icons are Tabler icons drawn inline, 14 px unless said. */
function TablerIcon({ size = 14, children }: { size?: number; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: drawn as the library draws it; its role="img" parent has the label.
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      strokeWidth="2"
      stroke="currentColor"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path stroke="none" d="M0 0h24v24H0z" fill="none" />
      {children}
    </svg>
  );
}
