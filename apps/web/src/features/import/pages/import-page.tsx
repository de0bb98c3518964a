import {
  IMPORT_KIND_LABELS,
  IMPORT_TARGETS,
  type ImportAnalysis,
  type ImportRun,
  type ImportTarget,
} from '@hub/contract/import/import.schema';
import { Alert, Badge, Button, Card, Group, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { BackToDashboard } from '../../../components/back-to-dashboard.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { confirm } from '../../../components/confirm.ts';
import { FileField } from '../../../components/file-field.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RowTable } from '../../../components/paged-list.tsx';
import { showFailure } from '../../../lib/feedback.ts';
import { showToast } from '../../../lib/toast.ts';
import { downloadImportReport, useRunImport, useUploadExport } from '../api/import.ts';

const KIND_CHOICES = IMPORT_TARGETS.map((target) => ({ value: target, label: IMPORT_KIND_LABELS[target] }));
const OUTCOME_WORDS = {
  refused: 'Not imported',
  fileMissing: 'File missing',
  fileRefused: 'File refused',
  tableSkipped: 'Table left out',
} as const;

/** Step 1: choose the export and upload it, with the upload's progress. */
function UploadCard({ onUploaded }: { onUploaded: (analysis: ImportAnalysis) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadExport(setProgress);
  const send = async () => {
    if (!file) return;
    try {
      onUploaded(await upload.mutateAsync(file));
    } catch (error) {
      showFailure('Failed to upload the export', error);
    }
  };
  return (
    <Card component="section" aria-label="Upload the export">
      <Title order={2} fz="lg">
        1. Upload the export
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        The ZIP that <code>npx convex export --include-file-storage</code> or the original dashboard’s
        snapshot export wrote. Nothing is imported yet: the next step shows what it holds.
      </Text>
      <Stack gap="sm">
        <FileField
          label="Export file"
          accept={['.zip']}
          maxMegabytes={2048}
          value={file}
          onChange={setFile}
          onReject={(message) => showToast({ title: 'Error', message, isDestructive: true })}
        />
        {upload.isPending && <Progress value={progress} animated aria-label="Upload progress" />}
        <Group>
          <BusyButton disabled={!file} isBusy={upload.isPending} busyLabel="Uploading..." onClick={send}>
            Upload and analyse
          </BusyButton>
        </Group>
      </Stack>
    </Card>
  );
}

/** Step 2: what each table of the export will become, which the administrator may change; then a dry run or the import. */
function MappingCard({
  analysis,
  onFinished,
}: {
  analysis: ImportAnalysis;
  onFinished: (run: ImportRun) => void;
}) {
  const [mapping, setMapping] = useState<Record<string, ImportTarget>>(() =>
    Object.fromEntries(analysis.tables.map((table) => [table.table, table.suggestedKind ?? 'ignore'])),
  );
  const runImport = useRunImport();
  const [running, setRunning] = useState<'dry' | 'real' | null>(null);
  const start = async (isDryRun: boolean) => {
    if (!isDryRun) {
      const isConfirmed = await confirm({
        title: 'Import this export?',
        message:
          'A backup is made first. Rows already imported by an earlier run are skipped; every other valid row is added.',
        confirmLabel: 'Import',
      });
      if (!isConfirmed) return;
    }
    setRunning(isDryRun ? 'dry' : 'real');
    try {
      const run = await runImport.mutateAsync({ uploadId: analysis.uploadId, mapping, dryRun: isDryRun });
      showToast({
        title: 'Success',
        message: isDryRun ? 'Dry run finished: nothing was kept.' : 'Import finished.',
      });
      onFinished(run);
    } catch (error) {
      showFailure(isDryRun ? 'Failed to run the dry run' : 'Failed to import', error);
    } finally {
      setRunning(null);
    }
  };
  return (
    <Card component="section" aria-label="Confirm the mapping">
      <Title order={2} fz="lg">
        2. Confirm what each table is
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {analysis.fileName}: {analysis.tables.length} tables and {analysis.storedFiles} stored files. Each
        table was recognised by the fields its documents carry; change any that is wrong.
      </Text>
      <section aria-label="Tables in the export">
        <RowTable
          minWidth={560}
          isHighlighted={false}
          rows={analysis.tables.map((table) => ({ id: table.table, ...table }))}
          columns={[
            {
              label: 'Table',
              isName: true,
              cell: (table) => (
                <>
                  <Text fw={600}>{table.table}</Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {table.fields.slice(0, 8).join(', ')}
                  </Text>
                </>
              ),
            },
            { label: 'Documents', cell: (table) => table.documents },
            {
              label: 'Import as',
              // Wide enough on a phone for the longest kind ('Removed internships') to show whole.
              cardMinWidth: 220,
              cell: (table) => (
                <>
                  <Select
                    aria-label={`Import ${table.table} as`}
                    data={KIND_CHOICES}
                    value={mapping[table.table] ?? 'ignore'}
                    allowDeselect={false}
                    onChange={(value) =>
                      value && setMapping((current) => ({ ...current, [table.table]: value as ImportTarget }))
                    }
                  />
                  {!table.suggestedKind && (
                    <Text size="xs" c="orange.8" mt={4}>
                      Not recognised
                    </Text>
                  )}
                </>
              ),
            },
          ]}
        />
      </section>
      {analysis.ignoredEntries.length > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          Also in the export, not imported: {analysis.ignoredEntries.join(', ')}
        </Text>
      )}
      {running && <Progress value={100} animated mt="md" aria-label="Import progress" />}
      <Group mt="md">
        <BusyButton
          variant="default"
          isBusy={running === 'dry'}
          disabled={running !== null}
          busyLabel="Checking..."
          onClick={() => start(true)}
        >
          Dry run
        </BusyButton>
        <BusyButton
          isBusy={running === 'real'}
          disabled={running !== null}
          busyLabel="Importing..."
          onClick={() => start(false)}
        >
          Import
        </BusyButton>
      </Group>
    </Card>
  );
}

/** Step 3: per table imported, already there and refused; then each row or file that did not come over whole. */
function ReportCard({ run }: { run: ImportRun }) {
  const { report } = run;
  const download = async () => {
    try {
      await downloadImportReport(run.id);
    } catch (error) {
      showFailure('Failed to download the report', error);
    }
  };
  return (
    <Card component="section" aria-label="Import report">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} fz="lg">
            3. Report{report.isDryRun ? ' (dry run: nothing was kept)' : ''}
          </Title>
          {report.backupFileName && (
            <Text size="sm" c="dimmed" mt={4}>
              A backup was made first: {report.backupFileName}
            </Text>
          )}
        </div>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
          Download report (CSV)
        </Button>
      </Group>
      <section aria-label="Imported per table">
        <RowTable
          minWidth={640}
          rows={report.tables.map((result) => ({ id: result.table, ...result }))}
          columns={[
            { label: 'Table', isName: true, cell: (result) => result.table },
            { label: 'Imported as', cell: (result) => IMPORT_KIND_LABELS[result.kind] },
            { label: 'Imported', cell: (result) => result.imported },
            { label: 'Already there', cell: (result) => result.alreadyThere },
            { label: 'Refused', cell: (result) => result.refused },
            { label: 'Files imported', cell: (result) => result.filesImported },
            { label: 'Files missing', cell: (result) => result.filesMissing },
          ]}
        />
      </section>
      {report.problems.length > 0 && (
        <>
          <Title order={3} fz="md" mt="lg" mb="xs">
            To look at ({report.problems.length})
          </Title>
          <section aria-label="Rows and files to look at">
            <RowTable
              minWidth={640}
              rows={report.problems.slice(0, 200).map((problem) => ({
                id: `${problem.table} ${problem.line} ${problem.field} ${problem.outcome} ${problem.reason}`,
                ...problem,
              }))}
              columns={[
                { label: 'Table', isName: true, cell: (problem) => problem.table },
                { label: 'Line', cell: (problem) => problem.line ?? '' },
                { label: '_id', cell: (problem) => problem.sourceId ?? '' },
                { label: 'Field', cell: (problem) => problem.field ?? '' },
                {
                  label: 'What happened',
                  cell: (problem) => (
                    <>
                      <Badge variant="light" color={problem.outcome === 'refused' ? 'red' : 'orange'} mr="xs">
                        {OUTCOME_WORDS[problem.outcome]}
                      </Badge>
                      {problem.reason}
                    </>
                  ),
                },
              ]}
            />
          </section>
          {report.problems.length > 200 && (
            <Text size="sm" c="dimmed" mt="xs">
              The first 200 are shown; the CSV report has all {report.problems.length}.
            </Text>
          )}
        </>
      )}
    </Card>
  );
}

/** /admin/import: bring the community over from the original app's export, beside Backup. */
export function ImportPage() {
  const [analysis, setAnalysis] = useState<ImportAnalysis | null>(null);
  const [run, setRun] = useState<ImportRun | null>(null);
  return (
    <PageContainer>
      <BackToDashboard />
      <PageHeader
        title="Import from the original app"
        description="Upload the original app’s export, confirm what each table is, try a dry run, then import."
      />
      <Stack gap="lg">
        <Alert variant="light" icon={<IconInfoCircle />} title="Safe to run again">
          Every row is checked as the forms check it. A second import of the same export adds nothing, and a
          backup is made before each import.
        </Alert>
        <UploadCard
          onUploaded={(found) => {
            setAnalysis(found);
            setRun(null);
          }}
        />
        {analysis && <MappingCard key={analysis.uploadId} analysis={analysis} onFinished={setRun} />}
        {run && <ReportCard run={run} />}
      </Stack>
    </PageContainer>
  );
}
