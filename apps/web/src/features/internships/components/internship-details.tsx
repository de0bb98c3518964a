import type { PublicInternship } from '@hub/contract/internships/internship.schema';
import type { ReactNode } from 'react';
import { PostDetails } from '../../../components/post-details.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { splitSkills } from '../../../lib/skills.ts';
import { useChoiceLabels } from '../choice-labels.ts';
import { useText } from '../texts.ts';
import { paidLabel } from './internship-format.ts';

type Props = {
  internship: PublicInternship;
  /** Apply Now (or Applied) and Save. */
  actions: ReactNode;
  /** False in the details dialog, whose title names the internship already. */
  hasHeading?: boolean;
};

/** An internship's whole text: the details pane, the full-screen view and the details dialog. */
export function InternshipDetails({ internship, actions, hasHeading }: Props) {
  const t = useText();
  const choices = useChoiceLabels();
  const notSpecified = t('internships.notSpecified');
  return (
    <PostDetails
      title={internship.title}
      company={internship.company}
      hasHeading={hasHeading}
      badges={[
        ...(internship.department
          ? [{ label: choices.sector(internship.department), variant: 'outline' as const }]
          : []),
        { label: choices.duration(internship.duration) },
        {
          label: t(internship.isPaid ? 'internships.paid' : 'internships.unpaid'),
          color: internship.isPaid ? 'teal' : 'gray',
        },
      ]}
      facts={[
        { label: t('internships.duration'), value: choices.duration(internship.duration) },
        {
          label: t('internships.industry'),
          value: internship.department ? choices.sector(internship.department) : notSpecified,
        },
        { label: t('internships.location'), value: internship.location ?? notSpecified },
        { label: t('internships.positions'), value: internship.positions },
        { label: t('internships.compensation'), value: paidLabel(internship) },
        { label: t('internships.startDate'), value: internship.startDate ?? notSpecified },
        {
          label: t('internships.applicationDeadline'),
          value: internship.applicationDeadline ?? notSpecified,
        },
        { label: t('internships.posted'), value: formatLongDate(internship.createdAt) },
      ]}
      description={internship.description}
      requirements={internship.requirements}
      skills={splitSkills(internship.skills)}
      actions={actions}
    />
  );
}
