import type { ApplicationStatus } from '@hub/contract/enums';
import type { MailPreference } from '@hub/contract/mail/mail.schema';
import { directionOf } from '@hub/contract/languages';
import { catalogTexts } from '../../lib/catalog-texts.ts';

/**
 * Every mail the app sends, as data. `preference` is the kind a person can turn off (sign-in mails have none:
 * they are only sent when asked for). Texts carry no admin-only data: a resident's mail says nothing about other
 * residents, contact fields or CVs.
 */
export type MailMessage = { to: string } & (
  | { kind: 'sign-in-code'; code: string; link: string; minutes: number }
  | { kind: 'account-deletion-code'; code: string; minutes: number }
  | { kind: 'access-request-received' }
  | { kind: 'access-request-has-access'; link: string }
  | { kind: 'access-approved'; name: string; link: string; linkDays: number | null }
  | { kind: 'access-rejected'; name: string }
  | { kind: 'access-digest'; requests: Array<{ name: string; email: string; unit: string }>; link: string }
  | {
      kind: 'post-decided';
      postKind: 'job' | 'internship';
      title: string;
      decision: 'approved' | 'rejected';
      reason: string | null;
      link: string;
    }
  | { kind: 'application-received'; name: string; postTitle: string; postKind: 'job' | 'internship' }
  | {
      kind: 'application-status';
      name: string;
      postTitle: string;
      postKind: 'job' | 'internship';
      status: ApplicationStatus;
    }
  | { kind: 'courses-available'; titles: string[]; link: string }
  | {
      kind: 'job-alert';
      name: string | null;
      jobs: Array<{ title: string; company: string; score: number; matchedSkills: string[]; link: string }>;
    }
  | { kind: 'test'; sentBy: string }
);
export type MailKind = MailMessage['kind'];

export const PREFERENCE_OF: Record<MailKind, MailPreference | null> = {
  'sign-in-code': null,
  'account-deletion-code': null,
  'access-request-received': 'access',
  'access-request-has-access': 'access',
  'access-approved': 'access',
  'access-rejected': 'access',
  'access-digest': 'admin-digest',
  'post-decided': 'posts',
  'application-received': 'applications',
  'application-status': 'applications',
  'courses-available': 'courses',
  'job-alert': 'job-alerts',
  test: null,
};

/** A mail's words: a subject, paragraphs, and at most one button-like link. */
type Content = { subject: string; paragraphs: string[]; action?: { label: string; url: string } };

/** The mails' words in each language (./i18n). */
const mailTexts = catalogTexts<typeof import('./i18n/en.json')>(new URL('./i18n/', import.meta.url));
type Words = ReturnType<typeof mailTexts>;

const hello = (t: Words, name: string | null) => (name ? t('mail.helloName', { name }) : t('mail.hello'));
const postNoun = (t: Words, kind: 'job' | 'internship') =>
  t(kind === 'job' ? 'mail.noun.job' : 'mail.noun.internship');

function contentOf(message: MailMessage, compound: string, t: Words): Content {
  switch (message.kind) {
    case 'sign-in-code':
      return {
        // The code stays out of the subject: subjects show in lock screens and in the admins' outbox list.
        subject: t('mail.signInCode.subject', { compound }),
        paragraphs: [
          t('mail.signInCode.code', { code: message.code }),
          t('mail.signInCode.howLong', { minutes: message.minutes }),
          t('mail.signInCode.notYou'),
        ],
        action: { label: t('mail.signIn'), url: message.link },
      };
    case 'account-deletion-code':
      return {
        subject: t('mail.deletionCode.subject', { compound }),
        paragraphs: [
          t('mail.deletionCode.code', { code: message.code, minutes: message.minutes }),
          t('mail.deletionCode.what'),
        ],
      };
    // The two answers to a request for access go to an address nobody has proven: they carry no text from the
    // request (its name field could carry anything to a stranger's mailbox).
    case 'access-request-received':
      return {
        subject: t('mail.requestReceived.subject', { compound }),
        paragraphs: [
          t('mail.hello'),
          t('mail.requestReceived.thanks', { compound }),
          t('mail.requestReceived.next'),
          t('mail.requestReceived.notYou'),
        ],
      };
    case 'access-request-has-access':
      return {
        subject: t('mail.hasAccess.subject', { compound }),
        paragraphs: [t('mail.hello'), t('mail.hasAccess.body', { compound }), t('mail.hasAccess.notYou')],
        action: { label: t('mail.openLoginPage'), url: message.link },
      };
    case 'access-approved':
      return {
        subject: t('mail.approved.subject', { compound }),
        paragraphs: [
          hello(t, message.name),
          t('mail.approved.body', { compound }),
          message.linkDays ? t('mail.approved.link', { days: message.linkDays }) : t('mail.approved.noLink'),
        ],
        action: { label: message.linkDays ? t('mail.signIn') : t('mail.openLoginPage'), url: message.link },
      };
    case 'access-rejected':
      return {
        subject: t('mail.rejected.subject', { compound }),
        paragraphs: [hello(t, message.name), t('mail.rejected.body', { compound })],
      };
    case 'access-digest':
      return {
        subject: t('mail.digest.subject', { count: message.requests.length }),
        paragraphs: [
          t('mail.digest.body', { compound }),
          ...message.requests.map((r) =>
            t('mail.digest.request', { name: r.name, email: r.email, unit: r.unit }),
          ),
        ],
        action: { label: t('mail.digest.action'), url: message.link },
      };
    case 'post-decided': {
      const words = { noun: postNoun(t, message.postKind), title: message.title };
      const approved = message.decision === 'approved';
      return {
        subject: approved ? t('mail.postApproved.subject', words) : t('mail.postRejected.subject', words),
        paragraphs: [
          approved ? t('mail.postApproved.body', words) : t('mail.postRejected.body', words),
          ...(message.reason ? [t('mail.postDecided.reason', { reason: message.reason })] : []),
        ],
        action: approved ? { label: t('mail.postDecided.see', words), url: message.link } : undefined,
      };
    }
    case 'application-received':
      return {
        subject: t('mail.applicationReceived.subject', { title: message.postTitle }),
        paragraphs: [
          hello(t, message.name),
          t('mail.applicationReceived.body', {
            noun: postNoun(t, message.postKind),
            title: message.postTitle,
          }),
        ],
      };
    case 'application-status': {
      const status = t(`mail.status.${message.status}`);
      return {
        subject: t('mail.applicationStatus.subject', { title: message.postTitle, status }),
        paragraphs: [
          hello(t, message.name),
          t('mail.applicationStatus.body', {
            noun: postNoun(t, message.postKind),
            title: message.postTitle,
            status,
          }),
        ],
      };
    }
    case 'courses-available':
      return {
        subject: t('mail.courses.subject', { compound }),
        paragraphs: [t('mail.courses.body'), ...message.titles.map((title) => `• ${title}`)],
        action: { label: t('mail.courses.action'), url: message.link },
      };
    case 'job-alert': {
      const [only] = message.jobs;
      const why = ({ title, company, score, matchedSkills, link }: (typeof message.jobs)[number]) =>
        matchedSkills.length
          ? t('mail.jobAlert.jobWithSkills', {
              title,
              company,
              score,
              skills: matchedSkills.join(', '),
              link,
            })
          : t('mail.jobAlert.job', { title, company, score, link });
      return {
        subject:
          message.jobs.length === 1 && only
            ? t('mail.jobAlert.subjectOne', { title: only.title })
            : t('mail.jobAlert.subjectMany', { count: message.jobs.length }),
        paragraphs: [
          hello(t, message.name),
          t('mail.jobAlert.intro'),
          ...message.jobs.map(why),
          t('mail.jobAlert.settings'),
        ],
        action:
          message.jobs.length === 1 && only
            ? { label: t('mail.jobAlert.action'), url: only.link }
            : undefined,
      };
    }
    case 'test':
      return {
        subject: t('mail.test.subject', { compound }),
        paragraphs: [t('mail.test.body', { sentBy: message.sentBy })],
      };
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export type RenderedMail = { subject: string; text: string; html: string };

/**
 * Plain text and HTML of a mail in the recipient's language (English when they chose none), with the compound's
 * name and, where the kind has one, a way out.
 */
export function renderMail(
  message: MailMessage,
  context: { compound: string; unsubscribeUrl: string | null; settingsUrl: string; language: string | null },
): RenderedMail {
  const t = mailTexts(context.language);
  const { compound } = context;
  const content = contentOf(message, compound, t);
  const footer = context.unsubscribeUrl
    ? [
        t('mail.footer.member', { compound }),
        t('mail.footer.stop', { url: context.unsubscribeUrl }),
        t('mail.footer.settings', { url: context.settingsUrl }),
      ]
    : [t('mail.footer.sentBy', { compound })];
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    '--',
    ...footer,
  ].join('\n\n');

  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b7285;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footerHtml = context.unsubscribeUrl
    ? `${escapeHtml(t('mail.footer.member', { compound }))} <a href="${escapeHtml(context.unsubscribeUrl)}">${escapeHtml(t('mail.footer.unsubscribe'))}</a> · <a href="${escapeHtml(context.settingsUrl)}">${escapeHtml(t('mail.footer.mailSettings'))}</a>`
    : escapeHtml(t('mail.footer.sentBy', { compound }));
  const html = `<!doctype html><html lang="${t.language}" dir="${directionOf(t.language)}"><body style="margin:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:18px;color:#0b7285;margin:0 0 16px">${escapeHtml(context.compound)}</h1>
<div style="background:#ffffff;border:1px solid #dee2e6;border-radius:8px;padding:24px;font-size:15px;line-height:1.5">
${content.paragraphs.map(paragraph).join('\n')}
${button}
</div>
<p style="font-size:12px;color:#495057;margin:16px 0 0">${footerHtml}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
