import type { PublicInternship } from '@hub/contract/internships/internship.schema';
import type { ReactNode } from 'react';
import { PostDetails } from '../../../components/post-details.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { splitSkills } from '../../../lib/skills.ts';
import { paidLabel } from './internship-format.ts';

const NOT_SPECIFIED = 'Not specified';

type Props = {
  internship: PublicInternship;
  /** Apply Now (or Applied) and Save. */
  actions: ReactNode;
  /** False in the details dialog, whose title names the internship already. */
  hasHeading?: boolean;
};

/** An internship's whole text: the details pane, the full-screen view and the details dialog. */
export function InternshipDetails({ internship, actions, hasHeading }: Props) {
  return (
    <PostDetails
      title={internship.title}
      company={internship.company}
      hasHeading={hasHeading}
      badges={[
        ...(internship.department ? [{ label: internship.department, variant: 'outline' as const }] : []),
        { label: internship.duration },
        { label: internship.isPaid ? 'Paid' : 'Unpaid', color: internship.isPaid ? 'teal' : 'gray' },
      ]}
      facts={[
        { label: 'Duration', value: internship.duration },
        { label: 'Industry', value: internship.department ?? NOT_SPECIFIED },
        { label: 'Location', value: internship.location ?? NOT_SPECIFIED },
        { label: 'Positions', value: internship.positions },
        { label: 'Compensation', value: paidLabel(internship) },
        { label: 'Start Date', value: internship.startDate ?? NOT_SPECIFIED },
        { label: 'Application Deadline', value: internship.applicationDeadline ?? NOT_SPECIFIED },
        { label: 'Posted', value: formatLongDate(internship.createdAt) },
      ]}
      description={internship.description}
      requirements={internship.requirements}
      skills={splitSkills(internship.skills)}
      actions={actions}
    />
  );
}
