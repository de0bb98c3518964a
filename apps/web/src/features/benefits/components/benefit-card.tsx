import type { Benefit } from '@hub/contract/benefits/benefit.schema';
import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { ImageCollage } from '../../../components/image-collage.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { MetaLine } from '../../../components/meta-line.tsx';
import { useText } from '../texts.ts';

/** A YYYY-MM-DD date read as a local day, so no time zone moves it to the day before. */
const formatValidUntil = (date: string) => formatLongDate(`${date.slice(0, 10)}T00:00:00`);

/** One benefit: its images, the discount, what and where it is, and until when. */
export function BenefitCard({ benefit }: { benefit: Benefit }) {
  const t = useText();
  return (
    <Card component="article" aria-label={benefit.title} h="100%" style={{ display: 'flex' }}>
      <Card.Section pos="relative">
        <ImageCollage storageIds={benefit.imageStorageIds} label={benefit.title} />
        <Box pos="absolute" top={12} style={{ insetInlineStart: 12 }}>
          <Badge
            size="lg"
            variant="filled"
            color="red.9"
            radius="sm"
            style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
          >
            {t('benefits.percentOff', { percentage: benefit.discountPercentage })}
          </Badge>
        </Box>
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} fz="lg" lh={1.3} dir="auto">
            {benefit.title}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }} maw="45%">
            {benefit.category}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconBuildingStore size={16} aria-hidden />
          <Text fw={500} size="sm" truncate dir="auto">
            {benefit.businessName}
          </Text>
        </Group>
        <Text size="sm" lineClamp={3} dir="auto">
          {benefit.description}
        </Text>
        <Stack gap={4} mt="auto" pt="xs">
          <MetaLine icon={IconMapPin}>{benefit.location}</MetaLine>
          {benefit.validUntil && (
            <MetaLine icon={IconCalendarEvent}>
              {t('benefits.validUntil', { date: formatValidUntil(benefit.validUntil) })}
            </MetaLine>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
