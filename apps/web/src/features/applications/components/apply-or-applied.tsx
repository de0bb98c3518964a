import { Badge, Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMyApplication } from '../api/my-applications.ts';
import { useStatusLabel, useText } from '../texts.ts';

type Props = {
  kind: 'job' | 'internship';
  postId: string;
  /** The button's accessible name where 'Apply Now' alone would be ambiguous on the page. */
  accessibleName?: string;
  onApply: () => void;
  /** Takes the room its row leaves (a card's bottom row). */
  isStretched?: boolean;
};

/** 'Apply Now', or, once the member applied, 'Applied' with where their application stands. */
export function ApplyOrApplied({ kind, postId, accessibleName, onApply, isStretched = false }: Props) {
  const t = useText();
  const statusLabel = useStatusLabel();
  const application = useMyApplication(kind, postId);
  if (application) {
    return (
      <Badge
        size="lg"
        variant="light"
        color="teal"
        radius="sm"
        tt="none"
        leftSection={<IconCircleCheck size={16} aria-hidden />}
        h={36}
        flex={isStretched ? 1 : undefined}
      >
        {t('applications.appliedWithStatus', { status: statusLabel(application.status) })}
      </Badge>
    );
  }
  return (
    <Button flex={isStretched ? 1 : undefined} onClick={onApply} aria-label={accessibleName}>
      {t('applications.applyNow')}
    </Button>
  );
}
