import type { PostStatus } from '@hub/contract/enums';
import type { AdminJob } from '@hub/contract/jobs/job.schema';
import {
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconEdit, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { DecisionReasonField } from '../../../components/decision-reason-field.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { useJobActions } from './use-job-actions.ts';

export const STATUS_COLORS: Record<PostStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The review dialog: job information, poster information, a timeline, and the moderation buttons. */
export function ReviewJobDialog({ job, onClose }: { job: AdminJob | null; onClose: () => void }) {
  const actions = useJobActions();
  // A new post to review starts with no reason.
  const [reason, setReason] = useState('');
  const [reasonFor, setReasonFor] = useState<string | null>(null);
  if ((job?.id ?? null) !== reasonFor) {
    setReasonFor(job?.id ?? null);
    setReason('');
  }
  const isPending = job?.status === 'pending';
  return (
    <Modal opened={job !== null} onClose={onClose} title="Review Job" size="lg">
      {job && (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={700} fz="lg" lh={1.3}>
                {job.title}
              </Text>
              <Text c="dimmed" size="sm">
                {job.company}
              </Text>
            </div>
            <Badge variant="light" color={STATUS_COLORS[job.status]}>
              {job.status}
            </Badge>
          </Group>

          <Section title="Job Information">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
              <Field label="Location">{job.location}</Field>
              <Field label="Industry">{job.industry}</Field>
              <Field label="Job Type">{job.jobType}</Field>
              <Field label="Experience Level">{job.experienceLevel}</Field>
              <Field label="Salary Range">{job.salaryRange}</Field>
              <Field label="Required Skills">{job.skills}</Field>
            </SimpleGrid>
            <Field label="Job Description">{job.description}</Field>
            <Field label="Requirements">{job.requirements}</Field>
          </Section>

          <Divider />
          <Section title="Poster Information">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
              <Field label="Poster Email">{job.posterEmail}</Field>
              <Field label="Role in Company">{job.posterRole}</Field>
              <Field label="Contact Email">{job.contactEmail}</Field>
              <Field label="Contact Phone">{job.contactPhone}</Field>
            </SimpleGrid>
          </Section>

          <Divider />
          <Section title="Timeline">
            <Timeline active={1} bulletSize={24} lineWidth={2}>
              <Timeline.Item bullet={<IconCalendarPlus size={14} />} title="Posted">
                <Text size="sm" c="dimmed">
                  {formatLocalDateTime(job.createdAt)}
                </Text>
              </Timeline.Item>
              <Timeline.Item bullet={<IconEdit size={14} />} title="Last Updated">
                <Text size="sm" c="dimmed">
                  {formatLocalDateTime(job.updatedAt)}
                </Text>
              </Timeline.Item>
            </Timeline>
          </Section>

          {isPending && <DecisionReasonField value={reason} onChange={setReason} />}
          <Group justify="flex-end" gap="sm" mt="xs">
            {isPending && (
              <>
                <Button
                  color="teal"
                  leftSection={<IconCheck size={16} />}
                  disabled={actions.isBusy}
                  onClick={() => actions.approve(job, onClose)}
                >
                  Approve
                </Button>
                <Button
                  color="orange"
                  variant="light"
                  leftSection={<IconX size={16} />}
                  disabled={actions.isBusy}
                  onClick={() => actions.reject(job, onClose, reason)}
                >
                  Reject
                </Button>
              </>
            )}
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              disabled={actions.isBusy}
              onClick={() => actions.remove(job, onClose)}
            >
              Delete
            </Button>
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
