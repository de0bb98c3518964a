import type { TrainingEnrollmentStatus } from '@hub/contract/enums';
import { Badge, type BadgeProps } from '@mantine/core';
import { type TextKey, useText } from '../texts.ts';

const COLORS: Record<TrainingEnrollmentStatus, string> = {
  open: 'teal',
  upcoming: 'blue',
  waitlist: 'orange',
  closed: 'gray',
};

/** Each status's label, worded when shown (the dashboard's status select words them too). */
export const ENROLLMENT_STATUS_LABELS: Record<TrainingEnrollmentStatus, TextKey> = {
  open: 'trainings.statusOpen',
  upcoming: 'trainings.statusUpcoming',
  waitlist: 'trainings.statusWaitlist',
  closed: 'trainings.statusClosed',
};

/** A training's enrollment status: Open, Upcoming, Waitlist or Closed. */
export function EnrollmentBadge({ status, ...props }: { status: TrainingEnrollmentStatus } & BadgeProps) {
  const t = useText();
  return (
    <Badge variant="light" color={COLORS[status]} {...props}>
      {t(ENROLLMENT_STATUS_LABELS[status])}
    </Badge>
  );
}
