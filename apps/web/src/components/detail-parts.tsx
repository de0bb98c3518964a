import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useText } from '../i18n/language-provider.tsx';

/** The top of a person's details dialog: their avatar beside what the feature says about them. */
export function DetailHeader({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Avatar color="initials" name={name} radius="xl" size={56} aria-hidden />
      <div style={{ minWidth: 0 }}>{children}</div>
    </Group>
  );
}

/**
 * A titled part of a details dialog. `isHeading` makes the title an h3, for dialogs whose parts are long enough
 * to be navigated by heading (an internship's description and requirements).
 */
export function DetailSection({
  title,
  isHeading = false,
  children,
}: {
  title: string;
  isHeading?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap={4}>
      {isHeading ? (
        <Title order={3} fz="sm" fw={700}>
          {title}
        </Title>
      ) : (
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
          {title}
        </Text>
      )}
      {children}
    </Stack>
  );
}

/** A section's text as the person wrote it, line breaks kept. */
function DetailText({
  children,
  whiteSpace = 'pre-line',
}: {
  children: ReactNode;
  whiteSpace?: CSSProperties['whiteSpace'];
}) {
  return (
    <Text size="sm" style={{ whiteSpace }} dir="auto">
      {children}
    </Text>
  );
}

/** Every skill as a badge (cards show the first few with `SkillBadges`). */
function DetailSkills({ skills, color }: { skills: string[]; color?: string }) {
  return (
    <Group gap={6}>
      {skills.map((skill) => (
        <Badge key={skill} variant={color ? 'light' : 'default'} color={color} radius="sm" tt="none" fw={500}>
          {skill}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * A section of what the person wrote (a bio, requirements), left out when they wrote nothing there. `isHeading`
 * and `whiteSpace` as for `DetailSection` and `DetailText`.
 */
export function DetailTextSection({
  title,
  text,
  isHeading,
  whiteSpace,
}: {
  title: string;
  text: string | null | undefined;
  isHeading?: boolean;
  whiteSpace?: CSSProperties['whiteSpace'];
}) {
  if (!text) return null;
  return (
    <DetailSection title={title} isHeading={isHeading}>
      <DetailText whiteSpace={whiteSpace}>{text}</DetailText>
    </DetailSection>
  );
}

/** The Skills section of a details dialog, left out when there are none. */
export function DetailSkillsSection({
  skills,
  isHeading,
  color,
}: {
  skills: string[];
  isHeading?: boolean;
  color?: string;
}) {
  const t = useText();
  if (skills.length === 0) return null;
  return (
    <DetailSection title={t('common.skills')} isHeading={isHeading}>
      <DetailSkills skills={skills} color={color} />
    </DetailSection>
  );
}

/** One labelled value in a details dialog's grid ('Duration', '3 months'). */
export function DetailValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }} dir="auto">
        {children}
      </Text>
    </div>
  );
}
