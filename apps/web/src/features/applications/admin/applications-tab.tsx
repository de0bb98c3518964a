import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '@hub/contract/enums';
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

const STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => ({
  value,
  label: APPLICATION_STATUS_LABELS[value],
}));
const FILTER_OPTIONS = [{ value: 'all', label: 'All Status' }, ...STATUS_OPTIONS];

function ApplicationStatusSelect({ application }: { application: Application }) {
  const setStatus = useSetApplicationStatus();
  return (
    <Select
      aria-label={`Status of ${application.applicantName}'s application`}
      data={STATUS_OPTIONS}
      value={application.status}
      allowDeselect={false}
      size="xs"
      onChange={(value) => {
        if (!value || value === application.status) return;
        const status = value as ApplicationStatus;
        void runWithFeedback({
          run: () => setStatus.mutateAsync({ id: application.id, status }),
          success: `Application status updated to ${APPLICATION_STATUS_LABELS[status]}.`,
          failure: 'Failed to update application status',
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
        {application.applicantEmail} · {application.applicantPhone}
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
  return (
    <>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Badge
          size="xs"
          variant="light"
          color={application.target.kind === 'job' ? undefined : 'gray'}
          style={{ flexShrink: 0 }}
        >
          {application.target.kind === 'job' ? 'Job' : 'Internship'}
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
  return application.cvFileName ? (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileDownload size={14} />}
      aria-label={`Open CV of ${application.applicantName}`}
      onClick={() => void downloadOrTell(`/admin/applications/${application.id}/cv`)}
    >
      Open CV
    </Button>
  ) : (
    <Text size="xs" c="dimmed">
      No CV
    </Text>
  );
}

/** Applications: search by name or e-mail, filter by status, set any status, open the CV. */
export function ApplicationsTab() {
  const paging = usePagedList<ApplicationStatus>({ pageSize: APPLICATIONS_PAGE_SIZE });
  const status = paging.filterValue;
  const list = useApplications(paging.debouncedSearch, status, paging.page);

  return (
    <Stack gap="lg">
      <ListHeading
        title={`Applications (${totalLabel(list.data)})`}
        description="Applications to jobs and internships, newest first. CVs are visible to administrators only."
      />
      <Group align="flex-end" grow wrap="wrap">
        <ListSearch label="Search applications" placeholder="Search by name or email" paging={paging} />
        <Select
          label="Status"
          data={FILTER_OPTIONS}
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
        Export CSV
      </Button>
      <PagedList
        query={list}
        paging={paging}
        what="applications"
        pagesLabel="Application pages"
        empty={{
          title: 'No applications found',
          text: 'Applications from residents appear here.',
        }}
        emptyMatching={{ text: 'Try another search or status.' }}
      >
        {(applications) => (
          <RowTable
            maxHeight={700}
            minWidth={820}
            isHighlighted={false}
            rows={applications}
            columns={[
              {
                label: 'Applicant',
                isName: true,
                cell: (application) => <Applicant application={application} />,
              },
              { label: 'Applied for', cell: (application) => <AppliedFor application={application} /> },
              {
                label: 'Submitted',
                cell: (application) => <Text size="sm">{formatLocalDateTime(application.createdAt)}</Text>,
              },
              {
                label: 'Status',
                width: 180,
                cell: (application) => <ApplicationStatusSelect application={application} />,
              },
              { label: 'CV', isRight: true, cell: (application) => <OpenCv application={application} /> },
            ]}
          />
        )}
      </PagedList>
    </Stack>
  );
}
