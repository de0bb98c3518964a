import { Badge, Group, Text } from '@mantine/core';
import { useText } from '../i18n/language-provider.tsx';

/** How many skills a card shows before '+N more'. */
const SHOWN_SKILLS = 3;

/** A card's first skills as badges, then '+N more'; nothing when there are none. */
export function SkillBadges({ skills, label }: { skills: string[]; label?: string | null }) {
  const t = useText();
  if (skills.length === 0) return null;
  const extra = skills.length - SHOWN_SKILLS;
  return (
    <Group gap={6} aria-label={label === undefined ? t('common.skills') : (label ?? undefined)}>
      {skills.slice(0, SHOWN_SKILLS).map((skill) => (
        <Badge key={skill} variant="default" radius="sm" tt="none" fw={500}>
          {skill}
        </Badge>
      ))}
      {extra > 0 && (
        <Text size="xs" c="dimmed">
          {t('skillBadges.more', { count: extra })}
        </Text>
      )}
    </Group>
  );
}
