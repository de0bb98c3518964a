import type { AdminInternship } from '@hub/contract/internships/internship.schema';
import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconEdit, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { DecisionReasonField } from '../../../components/decision-reason-field.tsx';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { paidLabel } from '../components/internship-format.ts';
import { StatusBadge } from './status-badge.tsx';
import { canEdit, useInternshipActions } from './use-internship-actions.ts';

function Field({ label, children, isWide }: { label: string; children: ReactNode; isWide?: boolean }) {
  return (
    <div style={isWide ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

const orDash = (value: string | null) => value || '—';

/** Everything about one internship, with approve and reject while pending, edit, delete and close. */
export function ReviewInternshipDialog({
  internship,
  onClose,
  onEdit,
}: {
  internship: AdminInternship | null;
  onClose: () => void;
  onEdit: (internship: AdminInternship) => void;
}) {
  const actions = useInternshipActions();
  // A new post to review starts with no reason.
  const [reason, setReason] = useState('');
  const [reasonFor, setReasonFor] = useState<string | null>(null);
  if ((internship?.id ?? null) !== reasonFor) {
    setReasonFor(internship?.id ?? null);
    setReason('');
  }
  return (
    <Modal opened={internship !== null} onClose={onClose} title="Review Internship" size="xl">
      {internship && (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="xl">
                {internship.title}
              </Title>
              <Text c="dimmed">{internship.company}</Text>
            </div>
            <StatusBadge status={internship.status} />
          </Group>

          <Section title="Internship Information">
            <Field label="Industry">{orDash(internship.department)}</Field>
            <Field label="Duration">{internship.duration}</Field>
            <Field label="Location">{orDash(internship.location)}</Field>
            <Field label="Positions">{internship.positions}</Field>
            <Field label="Compensation">{paidLabel(internship)}</Field>
            <Field label="Active">{internship.isActive ? 'Yes' : 'No'}</Field>
            <Field label="Start Date">{orDash(internship.startDate)}</Field>
            <Field label="Application Deadline">{orDash(internship.applicationDeadline)}</Field>
            <Field label="Description" isWide>
              {internship.description}
            </Field>
            <Field label="Requirements" isWide>
              {orDash(internship.requirements)}
            </Field>
            <Field label="Skills" isWide>
              {orDash(internship.skills)}
            </Field>
          </Section>
          <Divider />
          <Section title="Poster Information">
            <Field label="Posted By">{internship.posterEmail}</Field>
            <Field label="Role in Company">{internship.posterRole}</Field>
            <Field label="Contact Email">{internship.contactEmail}</Field>
            <Field label="Contact Phone">{orDash(internship.contactPhone)}</Field>
          </Section>
          <Divider />
          <Section title="Timeline">
            <Field label="Posted">{formatLocalDateTime(internship.createdAt)}</Field>
            <Field label="Last Updated">{formatLocalDateTime(internship.updatedAt)}</Field>
          </Section>

          {internship.status === 'pending' && <DecisionReasonField value={reason} onChange={setReason} />}
          <Group justify="flex-end" gap="sm" mt="sm">
            {internship.status === 'pending' && (
              <>
                <Button
                  color="teal"
                  leftSection={<IconCheck size={16} />}
                  disabled={actions.isBusy}
                  onClick={() => actions.approve(internship, onClose)}
                >
                  Approve
                </Button>
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconX size={16} />}
                  disabled={actions.isBusy}
                  onClick={() => actions.reject(internship, onClose, reason)}
                >
                  Reject
                </Button>
              </>
            )}
            {canEdit(internship) && (
              <Button
                variant="default"
                leftSection={<IconEdit size={16} />}
                onClick={() => onEdit(internship)}
              >
                Edit Internship
              </Button>
            )}
            <Button
              color="red"
              variant="subtle"
              leftSection={<IconTrash size={16} />}
              disabled={actions.isBusy}
              onClick={() => actions.remove(internship, onClose)}
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
