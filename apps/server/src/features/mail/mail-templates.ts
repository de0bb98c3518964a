import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@hub/contract/enums';
import type { MailPreference } from '@hub/contract/mail/mail.schema';

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

const hello = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');
const postNoun = (kind: 'job' | 'internship') => (kind === 'job' ? 'job' : 'internship');

function contentOf(message: MailMessage, compound: string): Content {
  switch (message.kind) {
    case 'sign-in-code':
      return {
        // The code stays out of the subject: subjects show in lock screens and in the admins' outbox list.
        subject: `Your ${compound} sign-in code`,
        paragraphs: [
          `Your sign-in code is ${message.code}.`,
          `Enter it on the login page, or use the link below. Both work once, for ${message.minutes} minutes.`,
          'If you did not try to sign in, ignore this e-mail: nobody can sign in without it.',
        ],
        action: { label: 'Sign in', url: message.link },
      };
    case 'account-deletion-code':
      return {
        subject: `Confirm deleting your ${compound} account`,
        paragraphs: [
          `Your code to confirm deleting your account is ${message.code}. It works once, for ${message.minutes} minutes.`,
          'Deleting removes your CV, your directory profile, your files and your account. If you did not ask for this, ignore this e-mail: nothing happens without the code.',
        ],
      };
    // The two answers to a request for access go to an address nobody has proven: they carry no text from the
    // request (its name field could carry anything to a stranger's mailbox).
    case 'access-request-received':
      return {
        subject: `We received your request to join ${compound}`,
        paragraphs: [
          'Hello,',
          `Thank you for asking to join ${compound} with this e-mail address. An administrator will review your request.`,
          "You'll receive an email once approved.",
          'If you did not ask to join, ignore this e-mail: nothing happens without an administrator.',
        ],
      };
    case 'access-request-has-access':
      return {
        subject: `You already have access to ${compound}`,
        paragraphs: [
          'Hello,',
          `Someone asked to join ${compound} with this e-mail address, which already has access. You can sign in on the login page.`,
          'If it was not you, ignore this e-mail: nothing has changed.',
        ],
        action: { label: 'Open the login page', url: message.link },
      };
    case 'access-approved':
      return {
        subject: `Welcome to ${compound}: your access is approved`,
        paragraphs: [
          hello(message.name),
          `Your request to join ${compound} was approved. You can sign in now with this e-mail address.`,
          message.linkDays
            ? `The button below signs you in with one click; it works once, for ${message.linkDays} days. After that, sign in on the login page.`
            : 'Open the login page and sign in with this e-mail address.',
        ],
        action: { label: message.linkDays ? 'Sign in' : 'Open the login page', url: message.link },
      };
    case 'access-rejected':
      return {
        subject: `Your request to join ${compound}`,
        paragraphs: [
          hello(message.name),
          `Your request to join ${compound} was not approved. If you think this is a mistake, please contact the community administrator.`,
        ],
      };
    case 'access-digest':
      return {
        subject: `${message.requests.length} new access request${message.requests.length === 1 ? '' : 's'} to review`,
        paragraphs: [
          `New requests to join ${compound} are waiting for review:`,
          ...message.requests.map((r) => `${r.name} <${r.email}>, unit ${r.unit}`),
        ],
        action: { label: 'Review access requests', url: message.link },
      };
    case 'post-decided': {
      const noun = postNoun(message.postKind);
      const approved = message.decision === 'approved';
      return {
        subject: approved
          ? `Your ${noun} "${message.title}" is published`
          : `Your ${noun} "${message.title}" was not approved`,
        paragraphs: [
          approved
            ? `Good news: the ${noun} you posted, "${message.title}", was approved and members can now see it.`
            : `The ${noun} you posted, "${message.title}", was not approved by the administrators.`,
          ...(message.reason ? [`Reason: ${message.reason}`] : []),
        ],
        action: approved ? { label: `See the ${noun}`, url: message.link } : undefined,
      };
    }
    case 'application-received':
      return {
        subject: `Application received: ${message.postTitle}`,
        paragraphs: [
          hello(message.name),
          `We received your application for the ${postNoun(message.postKind)} "${message.postTitle}". We'll let you know when its status changes.`,
        ],
      };
    case 'application-status': {
      const label = APPLICATION_STATUS_LABELS[message.status];
      return {
        subject: `Your application for ${message.postTitle}: ${label}`,
        paragraphs: [
          hello(message.name),
          `The status of your application for the ${postNoun(message.postKind)} "${message.postTitle}" is now: ${label}.`,
        ],
      };
    }
    case 'courses-available':
      return {
        subject: `Courses are on offer at ${compound}`,
        paragraphs: [
          "You asked us to let you know when courses are ready. They are: here's what is on offer now.",
          ...message.titles.map((title) => `• ${title}`),
        ],
        action: { label: 'See the courses', url: message.link },
      };
    case 'job-alert': {
      const [only] = message.jobs;
      const why = (job: (typeof message.jobs)[number]) =>
        `${job.title} at ${job.company}: ${job.score}% match${job.matchedSkills.length ? `, your skills ${job.matchedSkills.join(', ')}` : ''}. ${job.link}`;
      return {
        subject:
          message.jobs.length === 1 && only
            ? `A new job matches your CV: ${only.title}`
            : `${message.jobs.length} new jobs match your CV`,
        paragraphs: [
          hello(message.name),
          'These new jobs match your CV (the same score the administrators use for CV-Job Match):',
          ...message.jobs.map(why),
          'Change the minimum match or how often you hear from us on My Activity.',
        ],
        action: message.jobs.length === 1 && only ? { label: 'See the job', url: only.link } : undefined,
      };
    }
    case 'test':
      return {
        subject: `Test mail from ${compound}`,
        paragraphs: [
          `This is a test mail sent by ${message.sentBy} from the Mail page. Mail delivery works.`,
        ],
      };
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export type RenderedMail = { subject: string; text: string; html: string };

/** Plain text and HTML of a mail, with the compound's name and, where the kind has one, a way out. */
export function renderMail(
  message: MailMessage,
  context: { compound: string; unsubscribeUrl: string | null; settingsUrl: string },
): RenderedMail {
  const content = contentOf(message, context.compound);
  const footer = context.unsubscribeUrl
    ? [
        `You get this e-mail as a member of ${context.compound}.`,
        `Stop these e-mails: ${context.unsubscribeUrl}`,
        `All mail settings: ${context.settingsUrl}`,
      ]
    : [`Sent by ${context.compound}.`];
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
    ? `You get this e-mail as a member of ${escapeHtml(context.compound)}. <a href="${escapeHtml(context.unsubscribeUrl)}">Unsubscribe</a> · <a href="${escapeHtml(context.settingsUrl)}">Mail settings</a>`
    : `Sent by ${escapeHtml(context.compound)}.`;
  const html = `<!doctype html><html><body style="margin:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529">
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
