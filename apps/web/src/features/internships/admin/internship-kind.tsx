import type { AdminInternship, InternshipInput } from '@hub/contract/internships/internship.schema';
import {
  type ModeratedPostKind,
  ReviewField,
  ReviewGrid,
  ReviewSection,
} from '../../moderated-posts/index.ts';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import {
  InternshipFormFields,
  type InternshipFormValues,
  toFormValues,
  toInput,
  useInternshipForm,
} from '../components/internship-form-fields.tsx';
import { paidLabel } from '../components/internship-format.ts';

function InternshipDetails({ post: internship }: { post: AdminInternship }) {
  return (
    <ReviewSection title="Internship Information">
      <ReviewGrid>
        <ReviewField label="Industry">{internship.department}</ReviewField>
        <ReviewField label="Duration">{internship.duration}</ReviewField>
        <ReviewField label="Location">{internship.location}</ReviewField>
        <ReviewField label="Positions">{internship.positions}</ReviewField>
        <ReviewField label="Compensation">{paidLabel(internship)}</ReviewField>
        <ReviewField label="Active">{internship.isActive ? 'Yes' : 'No'}</ReviewField>
        <ReviewField label="Start Date">{internship.startDate}</ReviewField>
        <ReviewField label="Application Deadline">{internship.applicationDeadline}</ReviewField>
        <ReviewField label="Description" isWide>
          {internship.description}
        </ReviewField>
        <ReviewField label="Requirements" isWide>
          {internship.requirements}
        </ReviewField>
        <ReviewField label="Skills" isWide>
          {internship.skills}
        </ReviewField>
      </ReviewGrid>
    </ReviewSection>
  );
}

/** Internships on the dashboard: the moderated-post tab and dialogs with the internship's form, fields and words. */
export const INTERNSHIP_KIND: ModeratedPostKind<AdminInternship, InternshipFormValues, InternshipInput> = {
  kind: 'internships',
  noun: 'internship',
  title: 'Internship',
  plural: 'Internships',
  texts: {
    createForm: 'Create internship',
    createIntro: 'Internships created here are approved and listed for residents at once.',
    listIntro:
      'Submissions from residents wait here for approval; approved ones are listed on the Internships page.',
    emptyText: 'Create one with the form, or wait for residents to submit theirs.',
    review: 'View',
    createFailed: 'Failed to create internship',
    updateFailed: 'Failed to update internship',
    poster: 'Posted By',
    removeMessage: (internship) =>
      `Are you sure you want to delete "${internship.title}"? It moves to Removed Items, where it can be restored.`,
  },
  form: {
    useForm: useInternshipForm,
    toValues: toFormValues,
    toInput,
    Fields: InternshipFormFields,
  },
  summary: (internship) => [internship.company, internship.department, internship.duration],
  posted: (internship) => `Posted ${formatLocalDateTime(internship.createdAt)} by ${internship.posterEmail}`,
  Details: InternshipDetails,
  reviewSize: 'xl',
  canEditFromReview: true,
};
