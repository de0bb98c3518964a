import type { Training } from '@hub/contract/trainings/training.schema';
import { Badge, Button, Card, Center, Group, Image, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconCertificate, IconUsers } from '@tabler/icons-react';
import { formatLongDate } from '../../../lib/dates.ts';
import { useFileUrl } from '../../../lib/use-file-url.ts';
import { useText } from '../texts.ts';
import { EnrollmentBadge } from './enrollment-badge.tsx';

type Words = ReturnType<typeof useText>;

/** Training days are calendar days: read as the viewer's local day, so no time zone moves them to the day before. */
const formatDay = (day: string) => formatLongDate(`${day}T00:00:00`);

function dates(training: Training, t: Words) {
  if (training.opensAt && training.closesAt)
    return t('trainings.dateRange', {
      opens: formatDay(training.opensAt),
      closes: formatDay(training.closesAt),
    });
  if (training.opensAt) return t('trainings.opens', { date: formatDay(training.opensAt) });
  if (training.closesAt) return t('trainings.closes', { date: formatDay(training.closesAt) });
  return null;
}

function places(training: Training, t: Words) {
  if (training.capacity === null) return null;
  if (training.currentEnrolled === null) return t('trainings.places', { capacity: training.capacity });
  return t('trainings.placesTaken', { enrolled: training.currentEnrolled, capacity: training.capacity });
}

export const TRAINING_IMAGE_HEIGHT = 180;

function Photo({ training }: { training: Training }) {
  const t = useText();
  const { url, isLoading } = useFileUrl(training.photoStorageId);
  if (isLoading) return <Skeleton h={TRAINING_IMAGE_HEIGHT} radius={0} />;
  return url ? (
    <Image
      src={url}
      h={TRAINING_IMAGE_HEIGHT}
      fit="cover"
      alt={t('trainings.photoFor', { title: training.title })}
    />
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
  const t = useText();
  const when = dates(training, t);
  const capacity = places(training, t);
  return (
    <Card component="article" aria-labelledby={`training-${training.id}`} h="100%">
      <Card.Section>
        <Photo training={training} />
      </Card.Section>
      <Stack gap="sm" mt="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text id={`training-${training.id}`} component="h2" fw={700} size="lg" lh={1.3} dir="auto">
            {training.title}
          </Text>
          <EnrollmentBadge status={training.enrollmentStatus} style={{ flexShrink: 0 }} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} dir="auto">
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
          <Group gap={6} aria-label={t('trainings.tagsOf', { title: training.title })}>
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
          aria-label={t('trainings.detailsOf', { title: training.title })}
        >
          {t('trainings.details')}
        </Button>
      </Stack>
    </Card>
  );
}
