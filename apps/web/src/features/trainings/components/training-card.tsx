import type { Training } from '@hub/contract/trainings/training.schema';
import { Badge, Button, Card, Center, Group, Image, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconCertificate, IconUsers } from '@tabler/icons-react';
import { useFileUrl } from '../../../lib/use-file-url.ts';
import { EnrollmentBadge } from './enrollment-badge.tsx';

/** Training days are calendar days, so they are shown without shifting to the viewer's time zone. */
const longDay = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));

function dates(training: Training) {
  if (training.opensAt && training.closesAt)
    return `${formatDay(training.opensAt)} – ${formatDay(training.closesAt)}`;
  if (training.opensAt) return `Opens ${formatDay(training.opensAt)}`;
  if (training.closesAt) return `Closes ${formatDay(training.closesAt)}`;
  return null;
}

function places(training: Training) {
  if (training.capacity === null) return null;
  if (training.currentEnrolled === null) return `${training.capacity} places`;
  return `${training.currentEnrolled} of ${training.capacity} places taken`;
}

export const TRAINING_IMAGE_HEIGHT = 180;

function Photo({ training }: { training: Training }) {
  const { url, isLoading } = useFileUrl(training.photoStorageId);
  if (isLoading) return <Skeleton h={TRAINING_IMAGE_HEIGHT} radius={0} />;
  return url ? (
    <Image src={url} h={TRAINING_IMAGE_HEIGHT} fit="cover" alt={`Photo for ${training.title}`} />
  ) : (
    <Center h={TRAINING_IMAGE_HEIGHT} bg="var(--mantine-primary-color-light)" aria-hidden>
      <ThemeIcon size={64} radius="xl" variant="white">
        <IconCertificate size={34} />
      </ThemeIcon>
    </Center>
  );
}

/** A training programme: image, title, enrollment status, details and tags; Details is not available yet. */
export function TrainingCard({ training }: { training: Training }) {
  const when = dates(training);
  const capacity = places(training);
  return (
    <Card component="article" aria-labelledby={`training-${training.id}`} h="100%">
      <Card.Section>
        <Photo training={training} />
      </Card.Section>
      <Stack gap="sm" mt="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text id={`training-${training.id}`} component="h2" fw={700} size="lg" lh={1.3}>
            {training.title}
          </Text>
          <EnrollmentBadge status={training.enrollmentStatus} style={{ flexShrink: 0 }} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {training.details}
        </Text>
        {(when || capacity) && (
          <Stack gap={6}>
            {when && (
              <Group gap={6} wrap="nowrap">
                <IconCalendarEvent size={15} aria-hidden />
                <Text size="sm">{when}</Text>
              </Group>
            )}
            {capacity && (
              <Group gap={6} wrap="nowrap">
                <IconUsers size={15} aria-hidden />
                <Text size="sm">{capacity}</Text>
              </Group>
            )}
          </Stack>
        )}
        {training.tags.length > 0 && (
          <Group gap={6} aria-label={`Tags of ${training.title}`}>
            {training.tags.map((tag) => (
              <Badge key={tag} variant="light" color="gray" radius="sm" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
        <Button
          mt="auto"
          variant="light"
          disabled
          aria-label={`Details of ${training.title} (not available yet)`}
        >
          Details
        </Button>
      </Stack>
    </Card>
  );
}
