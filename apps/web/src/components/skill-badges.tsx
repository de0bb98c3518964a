import { Badge, Group, Text } from '@mantine/core';

/** How many skills a card shows before '+N more'. */
const SHOWN_SKILLS = 3;

/** A card's first skills as badges, then '+N more'; nothing when there are none. */
export function SkillBadges({ skills, label = 'Skills' }: { skills: string[]; label?: string | null }) {
  if (skills.length === 0) return null;
  const extra = skills.length - SHOWN_SKILLS;
  return (
    <Group gap={6} aria-label={label ?? undefined}>
      {skills.slice(0, SHOWN_SKILLS).map((skill) => (
        <Badge key={skill} variant="default" radius="sm" tt="none" fw={500}>
          {skill}
        </Badge>
      ))}
      {extra > 0 && (
        <Text size="xs" c="dimmed">
          +{extra} more
        </Text>
      )}
    </Group>
  );
}
