import { APPLICATION_STATUSES, type ApplicationStatus } from '@hub/contract/enums';
import type { Application } from '@hub/contract/applications/application.schema';
import { Badge, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileDownload } from '@tabler/icons-react';
import { PagedList, RowTable } from '../../../components/paged-list.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { toQuery } from '../../../lib/api-client.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { downloadOrTell } from '../../../lib/download.ts';
import { runWithFeedback } from '../../../lib/feedback.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import {
  APPLICATIONS_PAGE_SIZE,
  useApplications,
  useSetApplicationStatus,
} from '../api/admin-applications.ts';
import { ListHeading } from '../../../components/list-heading.tsx';
import { totalLabel } from '../../../lib/list-total.ts';
import { useStatusLabel } from '../texts.ts';
import { useText } from './texts.ts';

/** The statuses as a select offers them, worded in the active language. */
function useStatusOptions() {
  const statusLabel = useStatusLabel();
  return APPLICATION_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
}

function ApplicationStatusSelect({ application }: { application: Application }) {
  const t = useText();
  const statusLabel = useStatusLabel();
  const statusOptions = useStatusOptions();
  const setStatus = useSetApplicationStatus();
  return (
    <Select
      aria-label={t('applications.admin.statusOf', { name: application.applicantName })}
      data={statusOptions}
      value={application.status}
      allowDeselect={false}
      size="xs"
      onChange={(value) => {
        if (!value || value === application.status) return;
        const status = value as ApplicationStatus;
        void runWithFeedback({
          run: () => setStatus.mutateAsync({ id: application.id, status }),
          success: t('applications.admin.statusUpdated', { status: statusLabel(status) }),
          failure: t('applications.admin.statusUpdateFailed'),
        });
      }}
    />
  );
}

function Applicant({ application }: { application: Application }) {
  return (
    <>
      <Text fw={600} size="sm">
        {application.applicantName}
      </Text>
      <Text size="xs" c="dimmed">
        {/* Kept left to right inside Arabic text, each on its own. */}
        <bdi>{application.applicantEmail}</bdi> · <bdi>{application.applicantPhone}</bdi>
      </Text>
      {application.coverLetter && (
        <Tooltip label={application.coverLetter} multiline w={360}>
          <Text size="xs" c="dimmed" lineClamp={1} maw={280}>
            “{application.coverLetter}”
          </Text>
        </Tooltip>
      )}
    </>
  );
}

function AppliedFor({ application }: { application: Application }) {
  const t = useText();
  return (
    <>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Badge
          size="xs"
          variant="light"
          color={application.target.kind === 'job' ? undefined : 'gray'}
          style={{ flexShrink: 0 }}
        >
          {t(application.target.kind === 'job' ? 'applications.admin.job' : 'applications.admin.internship')}
        </Badge>
        <Text size="sm" fw={500}>
          {application.target.title}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {application.target.company}
      </Text>
    </>
  );
}

function OpenCv({ application }: { application: Application }) {
  const t = useText();
  return application.cvFileName ? (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileDownload size={14} />}
      aria-label={t('applications.admin.openCvOf', { name: application.applicantName })}
      onClick={() => void downloadOrTell(`/admin/applications/${application.id}/cv`)}
    >
      {t('applications.admin.openCv')}
    </Button>
  ) : (
    <Text size="xs" c="dimmed">
      {t('applications.admin.noCv')}
    </Text>
  );
}

/** Applications: search by name or e-mail, filter by status, set any status, open the CV. */
export function ApplicationsTab() {
  const t = useText();
  const statusOptions = useStatusOptions();
  const filterOptions = [{ value: 'all', label: t('applications.admin.allStatus') }, ...statusOptions];
  const paging = usePagedList<ApplicationStatus>({ pageSize: APPLICATIONS_PAGE_SIZE });
  const status = paging.filterValue;
  const list = useApplications(paging.debouncedSearch, status, paging.page);

  return (
    <Stack gap="lg">
      <ListHeading
        title={t('applications.admin.title', { total: totalLabel(list.data) })}
        description={t('applications.admin.description')}
      />
      <Group align="flex-end" grow wrap="wrap">
        <ListSearch
          label={t('applications.admin.search')}
          placeholder={t('applications.admin.searchPlaceholder')}
          paging={paging}
        />
        <Select
          label={t('applications.admin.status')}
          data={filterOptions}
          value={paging.filter}
          allowDeselect={false}
          onChange={(value) => paging.setFilter(value ?? 'all')}
        />
      </Group>
      <Button
        variant="default"
        w="fit-content"
        leftSection={<IconDownload size={16} />}
        onClick={() =>
          void downloadOrTell(
            `/admin/applications/export${toQuery({ search: paging.debouncedSearch, status })}`,
          )
        }
      >
        {t('applications.admin.exportCsv')}
      </Button>
      <PagedList
        query={list}
        paging={paging}
        what={t('applications.admin.listName')}
        pagesLabel={t('applications.admin.pages')}
        empty={{
          title: t('applications.admin.empty'),
          text: t('applications.admin.emptyText'),
        }}
        emptyMatching={{ text: t('applications.admin.emptyMatching') }}
      >
        {(applications) => (
          <RowTable
            maxHeight={700}
            minWidth={820}
            isHighlighted={false}
            rows={applications}
            columns={[
              {
                label: t('applications.admin.applicant'),
                isName: true,
                cell: (application) => <Applicant application={application} />,
              },
              {
                label: t('applications.admin.appliedFor'),
                cell: (application) => <AppliedFor application={application} />,
              },
              {
                label: t('applications.admin.submitted'),
                cell: (application) => <Text size="sm">{formatLocalDateTime(application.createdAt)}</Text>,
              },
              {
                label: t('applications.admin.status'),
                width: 180,
                cell: (application) => <ApplicationStatusSelect application={application} />,
              },
              {
                label: t('applications.admin.cv'),
                isRight: true,
                cell: (application) => <OpenCv application={application} />,
              },
            ]}
          />
        )}
      </PagedList>
    </Stack>
  );
}
