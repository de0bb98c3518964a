import type { AdminInternship, InternshipInput } from '@hub/contract/internships/internship.schema';
import {
  type ModeratedPostKind,
  type ModeratedPostTexts,
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
import { useChoiceLabels } from '../choice-labels.ts';
import { useText as useFormText } from '../texts.ts';
import { useText } from './texts.ts';

function InternshipDetails({ post: internship }: { post: AdminInternship }) {
  const t = useText();
  const label = useFormText();
  const choices = useChoiceLabels();
  return (
    <ReviewSection title={t('internships.admin.information')}>
      <ReviewGrid>
        <ReviewField label={label('internships.industry')}>
          {internship.department && choices.sector(internship.department)}
        </ReviewField>
        <ReviewField label={label('internships.duration')}>
          {choices.duration(internship.duration)}
        </ReviewField>
        <ReviewField label={label('internships.location')}>{internship.location}</ReviewField>
        <ReviewField label={label('internships.positions')}>{internship.positions}</ReviewField>
        <ReviewField label={label('internships.compensation')}>{paidLabel(internship)}</ReviewField>
        <ReviewField label={t('internships.admin.active')}>
          {t(internship.isActive ? 'internships.admin.yes' : 'internships.admin.no')}
        </ReviewField>
        <ReviewField label={label('internships.startDate')}>{internship.startDate}</ReviewField>
        <ReviewField label={label('internships.applicationDeadline')}>
          {internship.applicationDeadline}
        </ReviewField>
        <ReviewField label={label('internships.description')} isWide>
          {internship.description}
        </ReviewField>
        <ReviewField label={label('internships.requirements')} isWide>
          {internship.requirements}
        </ReviewField>
        <ReviewField label={t('internships.admin.skills')} isWide>
          {internship.skills}
        </ReviewField>
      </ReviewGrid>
    </ReviewSection>
  );
}

/** An internship's words on the dashboard, in the active language. */
function useInternshipTexts(): ModeratedPostTexts<AdminInternship> {
  const t = useText();
  const { posterRole, sector, duration } = useChoiceLabels();
  return {
    noun: t('internships.admin.noun'),
    title: t('internships.admin.title'),
    plural: t('internships.admin.plural'),
    what: t('internships.admin.what'),
    createForm: t('internships.admin.createForm'),
    createIntro: t('internships.admin.createIntro'),
    listIntro: t('internships.admin.listIntro'),
    emptyText: t('internships.admin.emptyText'),
    review: t('internships.admin.review'),
    createFailed: t('internships.admin.createFailed'),
    updateFailed: t('internships.admin.updateFailed'),
    poster: t('internships.admin.poster'),
    posterRole,
    removeMessage: (internship) => t('internships.admin.removeMessage', { title: internship.title }),
    summary: (internship) => [
      internship.company,
      internship.department && sector(internship.department),
      duration(internship.duration),
    ],
    posted: (internship) =>
      t('internships.admin.posted', {
        date: formatLocalDateTime(internship.createdAt),
        email: internship.posterEmail,
      }),
  };
}

/** Internships on the dashboard: the moderated-post tab and dialogs with the internship's form, fields and words. */
export const INTERNSHIP_KIND: ModeratedPostKind<AdminInternship, InternshipFormValues, InternshipInput> = {
  kind: 'internships',
  useTexts: useInternshipTexts,
  form: {
    useForm: useInternshipForm,
    toValues: toFormValues,
    toInput,
    Fields: InternshipFormFields,
  },
  Details: InternshipDetails,
  reviewSize: 'xl',
  canEditFromReview: true,
};
