import type { PublicInternship } from '@hub/contract/internships/internship.schema';
import {
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useAuth } from '../../../lib/auth.tsx';
import { useAdminInternship } from '../api/get-admin-internship.ts';
import { paidLabel, splitSkills } from './internship-format.ts';

type Props = {
  internship: PublicInternship | null;
  onClose: () => void;
  onApply?: (internship: PublicInternship) => void;
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm" fw={700}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * An internship's details. Contact e-mail and phone show only for administrators, read from the admin API;
 * residents' answers never hold them (spec/residents.md section 6).
 */
export function InternshipDetailsModal({ internship, onClose, onApply }: Props) {
  const { isAdmin } = useAuth();
  const contact = useAdminInternship(internship?.id, isAdmin && internship !== null);
  const skills = splitSkills(internship?.skills ?? null);

  return (
    <Modal
      opened={internship !== null}
      onClose={onClose}
      size="lg"
      title={
        <div>
          <Text fw={700} size="lg">
            {internship?.title}
          </Text>
          <Text size="sm" c="dimmed">
            {internship?.company}
          </Text>
        </div>
      }
    >
      {internship && (
        <Stack gap="lg">
          <Group gap={6}>
            {internship.department && <Badge variant="outline">{internship.department}</Badge>}
            <Badge variant="light">{internship.duration}</Badge>
            <Badge variant="light" color={internship.isPaid ? 'teal' : 'gray'}>
              {internship.isPaid ? 'Paid' : 'Unpaid'}
            </Badge>
          </Group>

          <Section title="Description">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {internship.description}
            </Text>
          </Section>
          {internship.requirements && (
            <Section title="Requirements">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {internship.requirements}
              </Text>
            </Section>
          )}
          {skills.length > 0 && (
            <Section title="Skills">
              <Group gap={6}>
                {skills.map((skill) => (
                  <Badge key={skill} variant="light" color="gray" radius="sm" tt="none">
                    {skill}
                  </Badge>
                ))}
              </Group>
            </Section>
          )}

          <Divider />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <Detail label="Duration">{internship.duration}</Detail>
            <Detail label="Industry">{internship.department ?? 'Not specified'}</Detail>
            <Detail label="Location">{internship.location ?? 'Not specified'}</Detail>
            <Detail label="Positions">{internship.positions}</Detail>
            <Detail label="Compensation">{paidLabel(internship)}</Detail>
            <Detail label="Start Date">{internship.startDate ?? 'Not specified'}</Detail>
            <Detail label="Application Deadline">{internship.applicationDeadline ?? 'Not specified'}</Detail>
          </SimpleGrid>

          {isAdmin && (
            <>
              <Divider />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                {contact.isPending ? (
                  <>
                    <Skeleton h={38} />
                    <Skeleton h={38} />
                  </>
                ) : contact.isError ? (
                  <Text size="sm" c="red">
                    Could not load the contact details: {contact.error.message}
                  </Text>
                ) : (
                  <>
                    <Detail label="Contact Email (Admin Only)">{contact.data.contactEmail}</Detail>
                    <Detail label="Contact Phone (Admin Only)">
                      {contact.data.contactPhone ?? 'Not provided'}
                    </Detail>
                  </>
                )}
              </SimpleGrid>
            </>
          )}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {onApply && <Button onClick={() => onApply(internship)}>Apply Now</Button>}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
