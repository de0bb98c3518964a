import { type WhitelistEntry, whitelistListSchema } from '@hub/contract/whitelist/whitelist.schema';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, toQuery } from '../lib/api-client.ts';
import { usePagedList } from '../lib/use-paged-list.ts';
import { startApiServer } from '../test/api-server.ts';
import { renderWithApp } from '../test/render.tsx';
import { type ListPage, PagedList, RowTable } from './paged-list.tsx';

const server = startApiServer();
const PAGE_SIZE = 20;

/** A list as a dashboard tab builds one: its paging and search, a query of the server's pages, the rows. */
function ResidentsList() {
  const paging = usePagedList({ pageSize: PAGE_SIZE, searchDelay: 0 });
  const query = useQuery({
    queryKey: ['residents', paging.debouncedSearch, paging.page],
    queryFn: () =>
      api.get<ListPage<WhitelistEntry>>(
        `/admin/whitelist${toQuery({ search: paging.debouncedSearch, page: paging.page, pageSize: PAGE_SIZE })}`,
      ),
  });
  return (
    <PagedList
      query={query}
      paging={paging}
      what="the whitelist"
      pagesLabel="Whitelist pages"
      search={{ label: 'Search whitelist', placeholder: 'Search by email, name or unit' }}
      empty={{ title: 'No whitelisted e-mails yet', text: 'Add a resident e-mail above.' }}
      emptyMatching={{ title: 'No matching entries', text: 'Try another search.' }}
    >
      {(entries) => (
        <RowTable
          rows={entries}
          minWidth={400}
          columns={[
            { label: 'Email', cell: (entry) => entry.email, isName: true },
            { label: 'Unit', cell: (entry) => entry.unit },
          ]}
        />
      )}
    </PagedList>
  );
}

const resident = (n: number): WhitelistEntry => ({
  id: `entry-${n}`,
  email: `resident${n}@hub.test`,
  name: n === 7 ? 'Amal Farouk' : `Resident ${n}`,
  unit: `B-${n}`,
  phone: null,
  isActive: true,
  addedBy: 'admin@hub.test',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
});

/** The whitelist as the server pages and searches it (by e-mail or name). */
function serveResidents(all: WhitelistEntry[]) {
  server.on('get', '/admin/whitelist', { response: whitelistListSchema }, ({ query }) => {
    const search = query.get('search')?.toLowerCase() ?? '';
    const page = Number(query.get('page') ?? 1);
    const found = all.filter((entry) => `${entry.email} ${entry.name}`.toLowerCase().includes(search));
    return { items: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: found.length };
  });
}

const residents = Array.from({ length: 25 }, (_, i) => resident(i + 1));

describe('the shared paged list', () => {
  it('shows the first page of rows and the pages, and moves to the page chosen', async () => {
    serveResidents(residents);
    renderWithApp(<ResidentsList />);
    expect(await screen.findByText('resident1@hub.test')).toBeInTheDocument();
    expect(screen.getByText('resident20@hub.test')).toBeInTheDocument();
    expect(screen.queryByText('resident21@hub.test')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('resident25@hub.test')).toBeInTheDocument();
    expect(screen.queryByText('resident1@hub.test')).not.toBeInTheDocument();
    expect(server.calls.at(-1)?.query.get('page')).toBe('2');
  });

  it('searches on the server from page 1, and says when nothing matches', async () => {
    serveResidents(residents);
    renderWithApp(<ResidentsList />);
    await userEvent.click(await screen.findByRole('button', { name: '2' }));
    expect(await screen.findByText('resident25@hub.test')).toBeInTheDocument();

    const search = screen.getByRole('textbox', { name: 'Search whitelist' });
    await userEvent.type(search, 'amal');
    expect(await screen.findByText('resident7@hub.test')).toBeInTheDocument();
    expect(screen.queryByText('resident25@hub.test')).not.toBeInTheDocument();
    expect(server.calls.at(-1)?.query.get('page')).toBe('1');
    // One page of matches: no pages to choose.
    expect(screen.queryByRole('button', { name: '2' })).not.toBeInTheDocument();

    await userEvent.type(search, 'z');
    expect(await screen.findByText('No matching entries')).toBeInTheDocument();
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
  });

  it('shows the empty state when there are no rows at all', async () => {
    serveResidents([]);
    renderWithApp(<ResidentsList />);
    expect(await screen.findByText('No whitelisted e-mails yet')).toBeInTheDocument();
    expect(screen.getByText('Add a resident e-mail above.')).toBeInTheDocument();
  });

  it('says what could not load, and loads it again on Retry', async () => {
    server.fail('get', '/admin/whitelist', 500, 'Something went wrong on our side.');
    renderWithApp(<ResidentsList />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the whitelist')).toBeInTheDocument();
    expect(within(alert).getByText('Something went wrong on our side.')).toBeInTheDocument();

    serveResidents(residents);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('resident1@hub.test')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
