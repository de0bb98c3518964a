import type { WhitelistImportResult } from '@hub/contract/whitelist/whitelist.schema';
import { Alert, Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useImportWhitelist } from '../api/whitelist.ts';

/**
 * Import CSV: pick a file with the columns email, name, unit, phone; the preview names each row that cannot be
 * added and why; 'Add' adds the others, all together.
 */
export function ImportWhitelistDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<WhitelistImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importCsv = useImportWhitelist();

  const close = () => {
    setFile(null);
    setCsv('');
    setPreview(null);
    setError(null);
    onClose();
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setError(null);
    if (!chosen) return;
    const text = await chosen.text();
    setCsv(text);
    importCsv.mutate(
      { csv: text, dryRun: true },
      { onSuccess: setPreview, onError: (failure) => setError(failure.message) },
    );
  };

  const add = () =>
    importCsv.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (result) => {
          showToast({
            title: 'Success',
            message: `Added ${result.added} ${result.added === 1 ? 'entry' : 'entries'} to the whitelist.${result.problems.length ? ` ${result.problems.length} row(s) left out.` : ''}`,
          });
          close();
        },
        onError: (failure) => setError(failure.message),
      },
    );

  return (
    <Modal opened={opened} onClose={close} title="Import CSV" size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          A header row, then one resident a row, with the columns email, name, unit and phone (only email is
          required). Up to 10,000 rows.
        </Text>
        <FileField
          label="CSV file"
          accept={['.csv']}
          maxMegabytes={5}
          onReject={setError}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          error={error}
        />
        {preview && (
          <>
            <Alert color={preview.problems.length ? 'yellow' : 'teal'} variant="light" title="Preview">
              {preview.rows} row{preview.rows === 1 ? '' : 's'} read: {preview.added} will be added
              {preview.problems.length ? `, ${preview.problems.length} cannot be (listed below).` : '.'}
            </Alert>
            {preview.problems.length > 0 && (
              <ScrollArea.Autosize mah={260} type="auto">
                <Table striped aria-label="Rows that cannot be added">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Line</Table.Th>
                      <Table.Th>E-mail</Table.Th>
                      <Table.Th>Why</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.problems.map((problem) => (
                      <Table.Tr key={problem.line}>
                        <Table.Td>{problem.line}</Table.Td>
                        <Table.Td>{problem.email || '—'}</Table.Td>
                        <Table.Td>{problem.reason}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <BusyButton
            isBusy={importCsv.isPending}
            busyLabel="Working..."
            disabled={!preview || preview.added === 0}
            onClick={add}
          >
            {preview ? `Add ${preview.added} ${preview.added === 1 ? 'entry' : 'entries'}` : 'Add'}
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
