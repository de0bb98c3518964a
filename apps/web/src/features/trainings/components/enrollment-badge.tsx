import { TRAINING_ENROLLMENT_STATUS_LABELS, type TrainingEnrollmentStatus } from '@hub/contract/enums';
import { Badge, type BadgeProps } from '@mantine/core';

const COLORS: Record<TrainingEnrollmentStatus, string> = {
  open: 'teal',
  upcoming: 'blue',
  waitlist: 'orange',
  closed: 'gray',
};

/** A training's enrollment status: Open, Upcoming, Waitlist or Closed. */
export function EnrollmentBadge({ status, ...props }: { status: TrainingEnrollmentStatus } & BadgeProps) {
  return (
    <Badge variant="light" color={COLORS[status]} {...props}>
      {TRAINING_ENROLLMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
