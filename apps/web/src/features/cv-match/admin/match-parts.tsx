import { MATCH_FORMULA } from '@hub/contract/cv-match/cv-match.schema';
import { ActionIcon, Badge, Group, List, Popover, RingProgress, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** The 'i' popover that documents how a score is computed. */
export function FormulaPopover() {
  return (
    <Popover width={420} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="light" radius="xl" aria-label="How the score is computed">
          <IconInfoCircle size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="xs">
          How the score is computed
        </Text>
        <List size="xs" spacing={6}>
          {MATCH_FORMULA.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}

export function ScoreRing({ score }: { score: number }) {
  const color = score >= 70 ? 'teal' : score >= 40 ? 'yellow' : 'gray';
  return (
    <RingProgress
      size={64}
      thickness={6}
      roundCaps
      sections={[{ value: score, color }]}
      label={
        <Text ta="center" fw={700} size="sm">
          {score}%
        </Text>
      }
      aria-label={`Match score ${score}%`}
    />
  );
}

export function SkillBadges({ matched, missing }: { matched: string[]; missing: string[] }) {
  return (
    <Group gap={4}>
      {matched.map((skill) => (
        <Badge key={`m-${skill}`} size="sm" color="teal" variant="filled">
          {skill}
        </Badge>
      ))}
      {missing.map((skill) => (
        <Badge
          key={`x-${skill}`}
          size="sm"
          color="gray"
          variant="outline"
          title="Asked for by the job, not in the CV"
        >
          {skill}
        </Badge>
      ))}
    </Group>
  );
}
