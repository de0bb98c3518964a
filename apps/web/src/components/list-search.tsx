import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

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
