import { type ComboboxData, Group, type MantineSpacing, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useText } from '../i18n/language-provider.tsx';
import { ALL } from '../lib/use-paged-list.ts';

/** A list's search box; what it holds and sets comes from usePagedList (a new search goes back to page 1). */
export function ListSearch({
  label,
  placeholder,
  paging,
  style,
}: {
  label: string;
  placeholder: string;
  paging: { search: string; setSearch: (text: string) => void };
  style?: CSSProperties;
}) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={paging.search}
      onChange={(event) => paging.setSearch(event.currentTarget.value)}
      style={style}
    />
  );
}

type Filtering = {
  search: string;
  setSearch: (text: string) => void;
  filter: string;
  setFilter: (value: string) => void;
};

/**
 * A residents' list's search box and its one filter, side by side (stacked on phones): the filter is a searchable
 * select whose 'all' option shows everything.
 */
export function ListSearchBar({
  search,
  filter,
  paging,
  mb = 'lg',
}: {
  search: { label: string; placeholder: string };
  filter: { label: string; data: ComboboxData; maxWidth: number };
  paging: Filtering;
  mb?: MantineSpacing;
}) {
  const t = useText();
  return (
    <Group align="flex-end" gap="md" mb={mb} wrap="wrap">
      <ListSearch {...search} paging={paging} style={{ flex: '1 1 280px' }} />
      <Select
        label={filter.label}
        data={filter.data}
        value={paging.filter}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('common.noOption')}
        onChange={(value) => paging.setFilter(value ?? ALL)}
        style={{ flex: '1 1 220px' }}
        maw={{ sm: filter.maxWidth }}
      />
    </Group>
  );
}
