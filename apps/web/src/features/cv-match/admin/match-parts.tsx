import { MATCH_WEIGHTS } from '@hub/contract/cv-match/cv-match.schema';
import { ActionIcon, Badge, Group, List, Popover, RingProgress, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useText } from './texts.ts';

/** The 'i' popover that documents how a score is computed. */
export function FormulaPopover() {
  const t = useText();
  const formula = [
    t('cv-match.admin.formulaSkills', { weight: MATCH_WEIGHTS.skills }),
    t('cv-match.admin.formulaText', { weight: MATCH_WEIGHTS.text }),
    t('cv-match.admin.formulaIndustry', { weight: MATCH_WEIGHTS.industry }),
    t('cv-match.admin.formulaExperience', { weight: MATCH_WEIGHTS.experience }),
    t('cv-match.admin.formulaScope'),
  ];
  return (
    <Popover width={420} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="light" radius="xl" aria-label={t('cv-match.admin.howComputed')}>
          <IconInfoCircle size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb="xs">
          {t('cv-match.admin.howComputed')}
        </Text>
        <List size="xs" spacing={6}>
          {formula.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}

export function ScoreRing({ score }: { score: number }) {
  const t = useText();
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
      aria-label={t('cv-match.admin.matchScore', { score })}
    />
  );
}

export function SkillBadges({ matched, missing }: { matched: string[]; missing: string[] }) {
  const t = useText();
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
          title={t('cv-match.admin.missingSkill')}
        >
          {skill}
        </Badge>
      ))}
    </Group>
  );
}
