import {
  IMPORT_TARGETS,
  type ImportAnalysis,
  type ImportProblem,
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
import { useText } from '../texts.ts';

/** The key of a kind's name ('Access requests'); the value sent to the server stays the kind itself. */
const kindKey = (target: ImportTarget) => `import.kind.${target}` as const;
const outcomeKey = (outcome: ImportProblem['outcome']) => `import.outcome.${outcome}` as const;

/** The command that writes the export, shown as code inside the step's explanation. */
const EXPORT_COMMAND = 'npx convex export --include-file-storage';
/** Stands in for the command in the worded explanation, which is then cut where the command goes. */
const COMMAND_PLACE = '\u0000';

/** Step 1: choose the export and upload it, with the upload's progress. */
function UploadCard({ onUploaded }: { onUploaded: (analysis: ImportAnalysis) => void }) {
  const t = useText();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadExport(setProgress);
  const send = async () => {
    if (!file) return;
    try {
      onUploaded(await upload.mutateAsync(file));
    } catch (error) {
      showFailure(t('import.uploadFailed'), error);
    }
  };
  const [helpBefore, helpAfter] = t('import.uploadHelp', { command: COMMAND_PLACE }).split(COMMAND_PLACE);
  return (
    <Card component="section" aria-label={t('import.uploadSection')}>
      <Title order={2} fz="lg">
        {t('import.uploadHeading')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {helpBefore}
        <code dir="ltr">{EXPORT_COMMAND}</code>
        {helpAfter}
      </Text>
      <Stack gap="sm">
        <FileField
          label={t('import.exportFile')}
          accept={['.zip']}
          maxMegabytes={2048}
          value={file}
          onChange={setFile}
          onReject={(message) => showToast({ title: t('import.error'), message, isDestructive: true })}
        />
        {upload.isPending && <Progress value={progress} animated aria-label={t('import.uploadProgress')} />}
        <Group>
          <BusyButton
            disabled={!file}
            isBusy={upload.isPending}
            busyLabel={t('import.uploading')}
            onClick={send}
          >
            {t('import.uploadAndAnalyse')}
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
  const t = useText();
  const [mapping, setMapping] = useState<Record<string, ImportTarget>>(() =>
    Object.fromEntries(analysis.tables.map((table) => [table.table, table.suggestedKind ?? 'ignore'])),
  );
  const runImport = useRunImport();
  const [running, setRunning] = useState<'dry' | 'real' | null>(null);
  const start = async (isDryRun: boolean) => {
    if (!isDryRun) {
      const isConfirmed = await confirm({
        title: t('import.confirmTitle'),
        message: t('import.confirmMessage'),
        confirmLabel: t('import.import'),
      });
      if (!isConfirmed) return;
    }
    setRunning(isDryRun ? 'dry' : 'real');
    try {
      const run = await runImport.mutateAsync({ uploadId: analysis.uploadId, mapping, dryRun: isDryRun });
      showToast({
        title: t('import.success'),
        message: isDryRun ? t('import.dryRunFinished') : t('import.importFinished'),
      });
      onFinished(run);
    } catch (error) {
      showFailure(isDryRun ? t('import.dryRunFailed') : t('import.importFailed'), error);
    } finally {
      setRunning(null);
    }
  };
  return (
    <Card component="section" aria-label={t('import.mappingSection')}>
      <Title order={2} fz="lg">
        {t('import.mappingHeading')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('import.mappingHelp', {
          fileName: analysis.fileName,
          tables: analysis.tables.length,
          storedFiles: analysis.storedFiles,
        })}
      </Text>
      <section aria-label={t('import.tablesSection')}>
        <RowTable
          minWidth={560}
          isHighlighted={false}
          rows={analysis.tables.map((table) => ({ id: table.table, ...table }))}
          columns={[
            {
              label: t('import.table'),
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
            { label: t('import.documents'), cell: (table) => table.documents },
            {
              label: t('import.importAs'),
              // Wide enough on a phone for the longest kind ('Removed internships') to show whole.
              cardMinWidth: 220,
              cell: (table) => (
                <>
                  <Select
                    aria-label={t('import.importTableAs', { table: table.table })}
                    data={IMPORT_TARGETS.map((target) => ({ value: target, label: t(kindKey(target)) }))}
                    value={mapping[table.table] ?? 'ignore'}
                    allowDeselect={false}
                    onChange={(value) =>
                      value && setMapping((current) => ({ ...current, [table.table]: value as ImportTarget }))
                    }
                  />
                  {!table.suggestedKind && (
                    <Text size="xs" c="orange.8" mt={4}>
                      {t('import.notRecognised')}
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
          {t('import.alsoInExport', { entries: analysis.ignoredEntries.join(', ') })}
        </Text>
      )}
      {running && <Progress value={100} animated mt="md" aria-label={t('import.importProgress')} />}
      <Group mt="md">
        <BusyButton
          variant="default"
          isBusy={running === 'dry'}
          disabled={running !== null}
          busyLabel={t('import.checking')}
          onClick={() => start(true)}
        >
          {t('import.dryRun')}
        </BusyButton>
        <BusyButton
          isBusy={running === 'real'}
          disabled={running !== null}
          busyLabel={t('import.importing')}
          onClick={() => start(false)}
        >
          {t('import.import')}
        </BusyButton>
      </Group>
    </Card>
  );
}

/** The report's problems listed on the page; the CSV has them all. */
const PROBLEMS_SHOWN = 200;

/** Step 3: per table imported, already there and refused; then each row or file that did not come over whole. */
function ReportCard({ run }: { run: ImportRun }) {
  const t = useText();
  const { report } = run;
  const download = async () => {
    try {
      await downloadImportReport(run.id);
    } catch (error) {
      showFailure(t('import.downloadFailed'), error);
    }
  };
  return (
    <Card component="section" aria-label={t('import.reportSection')}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} fz="lg">
            {report.isDryRun ? t('import.reportHeadingDryRun') : t('import.reportHeading')}
          </Title>
          {report.backupFileName && (
            <Text size="sm" c="dimmed" mt={4}>
              {t('import.backupMade', { fileName: report.backupFileName })}
            </Text>
          )}
        </div>
        <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download}>
          {t('import.downloadReport')}
        </Button>
      </Group>
      <section aria-label={t('import.importedPerTable')}>
        <RowTable
          minWidth={640}
          rows={report.tables.map((result) => ({ id: result.table, ...result }))}
          columns={[
            { label: t('import.table'), isName: true, cell: (result) => result.table },
            { label: t('import.importedAs'), cell: (result) => t(kindKey(result.kind)) },
            { label: t('import.imported'), cell: (result) => result.imported },
            { label: t('import.alreadyThere'), cell: (result) => result.alreadyThere },
            { label: t('import.refused'), cell: (result) => result.refused },
            { label: t('import.filesImported'), cell: (result) => result.filesImported },
            { label: t('import.filesMissing'), cell: (result) => result.filesMissing },
          ]}
        />
      </section>
      {report.problems.length > 0 && (
        <>
          <Title order={3} fz="md" mt="lg" mb="xs">
            {t('import.toLookAt', { count: report.problems.length })}
          </Title>
          <section aria-label={t('import.problemsSection')}>
            <RowTable
              minWidth={640}
              rows={report.problems.slice(0, PROBLEMS_SHOWN).map((problem) => ({
                id: `${problem.table} ${problem.line} ${problem.field} ${problem.outcome} ${problem.reason}`,
                ...problem,
              }))}
              columns={[
                { label: t('import.table'), isName: true, cell: (problem) => problem.table },
                { label: t('import.line'), cell: (problem) => problem.line ?? '' },
                { label: t('import.sourceId'), cell: (problem) => problem.sourceId ?? '' },
                { label: t('import.field'), cell: (problem) => problem.field ?? '' },
                {
                  label: t('import.whatHappened'),
                  cell: (problem) => (
                    <>
                      <Badge variant="light" color={problem.outcome === 'refused' ? 'red' : 'orange'} me="xs">
                        {t(outcomeKey(problem.outcome))}
                      </Badge>
                      {problem.reason}
                    </>
                  ),
                },
              ]}
            />
          </section>
          {report.problems.length > PROBLEMS_SHOWN && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('import.firstShown', { shown: PROBLEMS_SHOWN, count: report.problems.length })}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}

/** /admin/import: bring the community over from the original app's export, beside Backup. */
export function ImportPage() {
  const t = useText();
  const [analysis, setAnalysis] = useState<ImportAnalysis | null>(null);
  const [run, setRun] = useState<ImportRun | null>(null);
  return (
    <PageContainer>
      <BackToDashboard />
      <PageHeader title={t('import.pageTitle')} description={t('import.pageDescription')} />
      <Stack gap="lg">
        <Alert variant="light" icon={<IconInfoCircle />} title={t('import.safeTitle')}>
          {t('import.safeText')}
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
