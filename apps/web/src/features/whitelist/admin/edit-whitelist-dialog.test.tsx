import { FIELD_MESSAGES } from '@hub/contract/messages';
import {
  updateWhitelistEntrySchema,
  type WhitelistEntry,
  whitelistEntrySchema,
} from '@hub/contract/whitelist/whitelist.schema';
import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { startApiServer } from '../../../test/api-server.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { EditWhitelistDialog } from './edit-whitelist-dialog.tsx';

const server = startApiServer();

const ENTRY: WhitelistEntry = {
  id: 'entry-1',
  email: 'amal@hub.test',
  name: 'Amal Farouk',
  unit: 'B-12',
  phone: null,
  isActive: true,
  addedBy: 'admin@hub.test',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
};

/** As a dashboard tab uses the dialog: a row's Edit opens it, and it closes itself once saved or cancelled. */
function EditFromRow() {
  const [editing, setEditing] = useState<WhitelistEntry | null>(null);
  return (
    <>
      <Button onClick={() => setEditing(ENTRY)}>Edit {ENTRY.email}</Button>
      <EditWhitelistDialog entry={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** The server saves what it is sent, as the contract takes it. */
function serveUpdates() {
  server.on(
    'put',
    '/admin/whitelist/:id',
    { request: updateWhitelistEntrySchema, response: whitelistEntrySchema },
    ({ body }) => ({ ...ENTRY, ...updateWhitelistEntrySchema.parse(body) }),
  );
}

async function openDialog() {
  renderWithApp(<EditFromRow />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit amal@hub.test' }));
  return screen.findByRole('dialog', { name: 'Edit User' });
}

const isClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).not.toBeInTheDocument());

describe('the edit dialog', () => {
  it("opens with the row's values, saves the changes and closes", async () => {
    serveUpdates();
    const dialog = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Amal Farouk');
    expect(within(dialog).getByRole('textbox', { name: 'Unit' })).toHaveValue('B-12');
    expect(within(dialog).getByRole('checkbox', { name: /Active User/ })).toBeChecked();

    await userEvent.clear(name);
    await userEvent.type(name, 'Amal F. Hassan');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Active User/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User information updated successfully!')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/admin/whitelist/entry-1').map((call) => call.body)).toEqual([
      { email: 'amal@hub.test', name: 'Amal F. Hassan', unit: 'B-12', phone: '', isActive: false },
    ]);
    await isClosed();
  });

  it('shows the spec message beside a field the contract refuses, and sends nothing', async () => {
    const dialog = await openDialog();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Email' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText(FIELD_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeInvalid();
    expect(server.calls).toEqual([]);
  });

  it('closes on Cancel without saving, and opens again with the saved values, not the discarded ones', async () => {
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Unit' }), '-Annex');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await isClosed();
    expect(server.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Edit amal@hub.test' }));
    const reopened = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(reopened).getByRole('textbox', { name: 'Unit' })).toHaveValue('B-12');
  });

  it("stays open and tells the server's reason when saving fails", async () => {
    server.fail('put', '/admin/whitelist/:id', 409, 'This e-mail is already on the whitelist.');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText('Failed to update user information. This e-mail is already on the whitelist.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
  });
});
