import type { WhitelistImportResult } from '@hub/contract/whitelist/whitelist.schema';
import { Alert, Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { BusyButton } from '../../../components/busy-button.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useImportWhitelist } from '../api/whitelist.ts';
import { useText } from './texts.ts';

/**
 * Import CSV: pick a file with the columns email, name, unit, phone; the preview names each row that cannot be
 * added and why; 'Add' adds the others, all together.
 */
export function ImportWhitelistDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useText();
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
            title: t('whitelist.admin.success'),
            message: result.problems.length
              ? t('whitelist.admin.importedSome', { added: result.added, leftOut: result.problems.length })
              : t('whitelist.admin.importedAll', { added: result.added }),
          });
          close();
        },
        onError: (failure) => setError(failure.message),
      },
    );

  return (
    <Modal opened={opened} onClose={close} title={t('whitelist.admin.importCsv')} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('whitelist.admin.importHelp')}
        </Text>
        <FileField
          label={t('whitelist.admin.csvFile')}
          accept={['.csv']}
          maxMegabytes={5}
          onReject={setError}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          error={error}
        />
        {preview && (
          <>
            <Alert
              color={preview.problems.length ? 'yellow' : 'teal'}
              variant="light"
              title={t('whitelist.admin.preview')}
            >
              {preview.problems.length
                ? t('whitelist.admin.previewSome', {
                    rows: preview.rows,
                    added: preview.added,
                    problems: preview.problems.length,
                  })
                : t('whitelist.admin.previewAll', { rows: preview.rows, added: preview.added })}
            </Alert>
            {preview.problems.length > 0 && (
              <ScrollArea.Autosize mah={260} type="auto">
                <Table striped aria-label={t('whitelist.admin.problemsTable')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('whitelist.admin.line')}</Table.Th>
                      <Table.Th>{t('whitelist.admin.problemEmail')}</Table.Th>
                      <Table.Th>{t('whitelist.admin.why')}</Table.Th>
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
            {t('whitelist.admin.cancel')}
          </Button>
          <BusyButton
            isBusy={importCsv.isPending}
            busyLabel={t('whitelist.admin.working')}
            disabled={!preview || preview.added === 0}
            onClick={add}
          >
            {preview ? t('whitelist.admin.addCount', { added: preview.added }) : t('whitelist.admin.add')}
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
