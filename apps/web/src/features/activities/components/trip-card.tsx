import type { Trip } from '@hub/contract/activities/activity.schema';
import { Button, Card, Center, Image, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileDownload, IconMountain } from '@tabler/icons-react';
import { useState } from 'react';
import { useFileUrl } from '../../../lib/use-file-url.ts';
import { useText } from '../texts.ts';
import { openDocument } from './open-document.ts';

export const TRIP_IMAGE_HEIGHT = 190;
/** A long document name ends in '…' on its button (a style, so not inline: a `label` there reads as a text). */
const CUT_OFF_WITH_ELLIPSIS = { overflow: 'hidden', textOverflow: 'ellipsis' } as const;

export function TripImage({ trip, height = TRIP_IMAGE_HEIGHT }: { trip: Trip; height?: number }) {
  const t = useText();
  const { url, isLoading } = useFileUrl(trip.imageStorageId);
  if (isLoading) return <Skeleton h={height} radius={0} />;
  return url ? (
    <Image src={url} h={height} fit="cover" alt={t('activities.tripPhoto', { name: trip.name })} />
  ) : (
    <Center h={height} bg="var(--mantine-primary-color-light)" aria-hidden>
      <ThemeIcon size={height > 100 ? 64 : 36} radius="xl" variant="white">
        <IconMountain size={height > 100 ? 34 : 20} />
      </ThemeIcon>
    </Center>
  );
}

/** A trip: image, name, description and a link to its document, named, with its file's name below. */
export function TripCard({ trip }: { trip: Trip }) {
  const t = useText();
  // The name an administrator gave the document, else the spec's kind of document.
  const documentName = trip.documentName ?? t('activities.tripDocument');
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    await openDocument(trip.documentStorageId);
    setIsDownloading(false);
  };
  return (
    <Card component="article" aria-labelledby={`trip-${trip.id}`} h="100%">
      <Card.Section>
        <TripImage trip={trip} />
      </Card.Section>
      <Stack gap="sm" mt="md" h="100%">
        <Text id={`trip-${trip.id}`} component="h2" fw={700} size="lg" lh={1.3} dir="auto">
          {trip.name}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }} dir="auto">
          {trip.description}
        </Text>
        {trip.documentStorageId ? (
          <Stack gap={4} mt="auto">
            <Button
              variant="light"
              leftSection={<IconFileDownload size={16} />}
              loading={isDownloading}
              // Starts with the visible name (voice control and tests find it by what they see), then says whose.
              aria-label={t('activities.tripDocumentFor', { document: documentName, trip: trip.name })}
              onClick={download}
              styles={{ label: CUT_OFF_WITH_ELLIPSIS }}
            >
              {documentName}
            </Button>
            {trip.documentFileName && (
              <Text size="xs" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
                {trip.documentFileName}
              </Text>
            )}
          </Stack>
        ) : (
          <Text mt="auto" size="sm" c="dimmed">
            {t('activities.documentMissing')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
