import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Pagination,
  ScrollArea,
  Stack,
  type StackProps,
  Table,
  type TableProps,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useText } from '../i18n/language-provider.tsx';
import { useStepBackToLastPage } from '../lib/use-last-page.ts';
import { useIsWideScreen } from '../lib/screen.ts';
import type { PagedList } from '../lib/use-paged-list.ts';
import { EmptyState } from './empty-state.tsx';
import { ListSearch } from './list-search.tsx';
import { TableSkeleton } from './table-skeleton.tsx';

/** One page of a server-paged list, as every list endpoint answers it. */
export type ListPage<Item> = { items: Item[]; total: number };

/** How many pages a list of `total` rows fills; at least one, so an empty list is on page 1 of 1. */
const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

type EmptyWords = { title: string; text?: string; icon?: ReactNode };

type PagedListProps<Item> = {
  query: UseQueryResult<ListPage<Item>>;
  /** The page shown and how to change it (usePagedList). */
  paging: PagedList;
  /** What the rows are, for 'Could not load …': 'jobs', 'the whitelist'. */
  what: string;
  /** The pagination's accessible name: 'Job pages'. */
  pagesLabel: string;
  /** The empty state's words, or what to show instead of it. */
  empty: EmptyWords | ReactElement;
  /** The words that differ from `empty` while a search or filter is on ('No matching profiles'). */
  emptyMatching?: Partial<EmptyWords>;
  /** The list's search box, drawn above the rows; what it holds lives in `paging`. */
  search?: { label: string; placeholder: string };
  /** What shows while the first page loads; a few skeleton rows unless said. */
  skeleton?: ReactNode;
  /** The retry button's words ('Try again' on the residents' pages). */
  retryLabel?: string;
  /** A page's card grid: the pages centred below it, and a new page scrolls back to the top. */
  isPageList?: boolean;
  children: (items: Item[]) => ReactNode;
};

/**
 * A paged list's states in one place (every dashboard tab, and the residents' card grids): skeleton rows while loading, an alert with Retry when the list could
 * not load, an empty state, the rows, and the pages. When the last row of a later page goes (approved, deleted,
 * filtered out) it steps back to the last page that exists instead of showing an empty page.
 */
export function PagedList<Item>({
  query,
  paging,
  what,
  pagesLabel,
  empty,
  emptyMatching,
  search,
  skeleton,
  retryLabel,
  isPageList = false,
  children,
}: PagedListProps<Item>) {
  const t = useText();
  const pages = pageCount(query.data?.total ?? 0, paging.pageSize);
  useStepBackToLastPage(query, paging.page, pages, paging.setPage);

  const emptyWords = isValidElement(empty) || !paging.isFiltering ? empty : { ...empty, ...emptyMatching };

  return (
    <>
      {search && <ListSearch label={search.label} placeholder={search.placeholder} paging={paging} />}
      {query.isPending ? (
        (skeleton ?? <TableSkeleton />)
      ) : query.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle />}
          title={t('pagedList.couldNotLoad', { what })}
        >
          <Stack gap="xs" align="flex-start">
            {query.error.message}
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconRefresh size={14} />}
              loading={query.isRefetching}
              onClick={() => void query.refetch()}
            >
              {retryLabel ?? t('pagedList.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : query.data.items.length === 0 ? (
        isValidElement(emptyWords) ? (
          emptyWords
        ) : (
          <EmptyState title={emptyWords.title} text={emptyWords.text} icon={emptyWords.icon} />
        )
      ) : (
        children(query.data.items)
      )}
      {pages > 1 &&
        (isPageList ? (
          <Group justify="center" mt="xl">
            <Pagination
              total={pages}
              value={paging.page}
              onChange={(page) => {
                paging.setPage(page);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              aria-label={pagesLabel}
            />
          </Group>
        ) : (
          <Pagination total={pages} value={paging.page} onChange={paging.setPage} aria-label={pagesLabel} />
        ))}
    </>
  );
}

/**
 * The rows of a dashboard list: a plain list named for screen readers, scrolling inside `maxHeight` when given
 * (from 48em: a phone scrolls the page, not a box inside it). Rows wrap to the list's width instead of scrolling
 * sideways on phones.
 */
export function RowList({
  label,
  maxHeight,
  gap = 'xs',
  children,
}: {
  label?: string;
  maxHeight?: number;
  gap?: StackProps['gap'];
  children: ReactNode;
}) {
  const rows = (
    <Stack component="ul" gap={gap} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
  return <ScrollingBox maxHeight={maxHeight}>{rows}</ScrollingBox>;
}

/** Scrolls `children` inside `maxHeight` on wide screens; below 48em (or with no height) the page scrolls them. */
function ScrollingBox({ maxHeight, children }: { maxHeight: number | undefined; children: ReactNode }) {
  const isWide = useIsWideScreen();
  if (maxHeight === undefined || !isWide) return children;
  return (
    <ScrollArea.Autosize
      mah={maxHeight}
      type="auto"
      scrollbars="y"
      offsetScrollbars
      styles={{ content: { display: 'block', minWidth: 0 } }}
    >
      {children}
    </ScrollArea.Autosize>
  );
}

/**
 * One column of a `RowTable`: its header and what a row shows in it. `isName` sets the row's name in bold;
 * `isRight` aligns header and cells right (a row's buttons).
 */
export type RowColumn<Row> = {
  label: string;
  cell: (row: Row) => ReactNode;
  isName?: boolean;
  isRight?: boolean;
  width?: number;
  /** On a phone's card, the narrowest this field may be before it takes a line of its own (default 120 px). */
  cardMinWidth?: number;
};

/**
 * A cell's words isolated from the page's direction: an address, a telephone number or an English name keeps its
 * own order inside an Arabic table (a number beside Arabic words would otherwise be read as Arabic and reordered).
 */
const isolated = (content: ReactNode) => (typeof content === 'string' ? <bdi>{content}</bdi> : content);

/** A table with a column for each of `columns` and a row for each of `rows`; `table` styles it. */
function ColumnTable<Row extends { id: string }>({
  rows,
  columns,
  ...table
}: { rows: Row[]; columns: RowColumn<Row>[] } & TableProps) {
  return (
    <Table verticalSpacing="sm" {...table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map(({ label, isRight, width }) => (
            <Table.Th key={label} ta={isRight ? 'end' : undefined} w={width}>
              {label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            {columns.map(({ label, cell, isName, isRight }) => (
              <Table.Td key={label} fw={isName ? 500 : undefined} ta={isRight ? 'end' : undefined}>
                {isolated(cell(row))}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * One row as a card on phones: its name first, then every other column under its header (flowing two to a line
 * where they fit, wrapping long words instead of cutting them), then its buttons.
 */
function RowCard<Row>({ row, columns }: { row: Row; columns: RowColumn<Row>[] }) {
  const name = columns.find((column) => column.isName);
  const buttons = columns.filter((column) => column.isRight);
  const fields = columns.filter((column) => !column.isName && !column.isRight);
  return (
    <Card component="li" withBorder padding="sm">
      <Stack gap="xs">
        {name && (
          <Box fw={600} style={{ overflowWrap: 'anywhere' }}>
            {isolated(name.cell(row))}
          </Box>
        )}
        <Group gap="sm" align="flex-start">
          {fields.map(({ label, cell, cardMinWidth = 120 }) => (
            <Box key={label} style={{ flex: `1 1 ${cardMinWidth}px`, minWidth: 0 }}>
              <Text size="xs" c="dimmed" fw={600}>
                {label}
              </Text>
              <Box fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {isolated(cell(row))}
              </Box>
            </Box>
          ))}
        </Group>
        {buttons.map(({ label, cell }) => (
          <Group key={label} gap="xs" justify="flex-end">
            {cell(row)}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Rows as cards, one under the other (a list for screen readers). */
function CardList<Row extends { id: string }>({
  rows,
  card,
}: {
  rows: Row[];
  card: (row: Row) => ReactNode;
}) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Fragment key={row.id}>{card(row)}</Fragment>
      ))}
    </Stack>
  );
}

/**
 * The rows of a dashboard list: a striped table with a column for each of `columns` on wide screens (scrolling
 * inside itself below `minWidth` rather than squeezing the columns), and below 48em a card each, showing the
 * row's name, every column under its header and the row's buttons, so nothing is cut or off-screen on a phone.
 * One rendering at a time (not both hidden by CSS), so each row is on the page once.
 */
export function RowTable<Row extends { id: string }>({
  rows,
  columns,
  minWidth,
  maxHeight,
  isHighlighted = true,
}: {
  rows: Row[];
  columns: RowColumn<Row>[];
  minWidth: number;
  /** The table scrolls inside this height on wide screens (the spec's list heights). */
  maxHeight?: number;
  isHighlighted?: boolean;
}) {
  const isWide = useIsWideScreen();
  if (!isWide) return <CardList rows={rows} card={(row) => <RowCard row={row} columns={columns} />} />;
  return (
    <ScrollingBox maxHeight={maxHeight}>
      <Table.ScrollContainer minWidth={minWidth}>
        <ColumnTable rows={rows} columns={columns} striped highlightOnHover={isHighlighted} stickyHeader />
      </Table.ScrollContainer>
    </ScrollingBox>
  );
}

/**
 * A page's rows as a table on wide screens and as a card each on phones, where `card` says what a card holds
 * (`RowTable` draws its cards from the columns).
 */
export function TableOrCards<Row extends { id: string }>({
  rows,
  columns,
  card,
}: {
  rows: Row[];
  columns: RowColumn<Row>[];
  /** What a row's card holds. */
  card: (row: Row) => ReactNode;
}) {
  const isWide = useIsWideScreen();
  if (isWide) return <ColumnTable rows={rows} columns={columns} striped />;
  return (
    <CardList
      rows={rows}
      card={(row) => (
        <Card component="li" withBorder padding="sm">
          <Stack gap={6}>{card(row)}</Stack>
        </Card>
      )}
    />
  );
}
