import { Badge, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useText } from '../i18n/language-provider.tsx';
import { DetailSkillsSection, DetailTextSection, DetailValue } from './detail-parts.tsx';

type Props = {
  title: string;
  company: string;
  /** Short tags under the title (type, level, industry; paid or unpaid). */
  badges: { label: string; color?: string; variant?: 'light' | 'outline' }[];
  /** The facts grid: each label and its value ('Location', 'Amman'). */
  facts: { label: string; value: ReactNode }[];
  description: string;
  requirements: string | null;
  skills: string[];
  /** Apply, save and share: what can be done with the post, shown under its title and again at its end. */
  actions: ReactNode;
  /** Who posted it, and when. */
  footer?: ReactNode;
  /** False inside a dialog whose own title already names the post. */
  hasHeading?: boolean;
};

/**
 * A job's or an internship's whole text, as the details pane and the full-screen view show it: nothing cut, the
 * requirements and every skill included.
 */
export function PostDetails({
  title,
  company,
  badges,
  facts,
  description,
  requirements,
  skills,
  actions,
  footer,
  hasHeading = true,
}: Props) {
  const t = useText();
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        {hasHeading && (
          <>
            <Title order={2} fz={{ base: 22, sm: 26 }} lh={1.25} dir="auto">
              {title}
            </Title>
            <Group gap={6} wrap="nowrap">
              <IconBuilding size={18} aria-hidden />
              <Text fw={500} dir="auto">
                {company}
              </Text>
            </Group>
          </>
        )}
        {badges.length > 0 && (
          <Group gap={6} mt={4}>
            {badges.map((badge) => (
              <Badge key={badge.label} variant={badge.variant ?? 'light'} color={badge.color}>
                {badge.label}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        {facts.map((fact) => (
          <DetailValue key={fact.label} label={fact.label}>
            {fact.value}
          </DetailValue>
        ))}
      </SimpleGrid>
      <Divider />
      <DetailTextSection
        title={t('postDetails.description')}
        text={description}
        isHeading
        whiteSpace="pre-wrap"
      />
      <DetailTextSection
        title={t('postDetails.requirements')}
        text={requirements}
        isHeading
        whiteSpace="pre-wrap"
      />
      <DetailSkillsSection skills={skills} isHeading />
      {footer && (
        <>
          <Divider />
          <Stack gap={4}>{footer}</Stack>
        </>
      )}
    </Stack>
  );
}
