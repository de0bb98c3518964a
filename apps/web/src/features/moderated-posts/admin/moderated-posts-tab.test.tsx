import {
  adminJobInputSchema,
  adminJobListSchema,
  adminJobSchema,
  type AdminJob,
} from '@hub/contract/jobs/job.schema';
import { decidePostSchema } from '@hub/contract/moderated-posts/post.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startApiServer } from '../../../test/api-server.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { JOB_KIND } from '../../jobs/admin.ts';
import { ModeratedPostsTab } from './moderated-posts-tab.tsx';

const api = startApiServer();

/** A job as the dashboard receives it. */
const aJob = (id: string, fields: Partial<AdminJob>): AdminJob => ({
  id,
  title: 'Senior Accountant',
  company: 'Nile Finance',
  posterEmail: 'poster@hub.test',
  posterRole: 'HR Manager',
  description: 'Own the monthly close and reporting for a growing team.',
  requirements: null,
  skills: 'IFRS, Excel',
  isPostedByCommittee: false,
  approvedAt: null,
  industry: 'Finance',
  experienceLevel: 'Senior Level',
  jobType: 'Full-time',
  location: 'New Cairo',
  salaryRange: null,
  contactEmail: 'hiring@nilefinance.test',
  contactPhone: '+20 100 000 0000',
  isActive: true,
  isApproved: false,
  status: 'pending',
  postedBy: 'resident-1',
  removedAt: null,
  removedBy: null,
  removalReason: null,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...fields,
});

/** The jobs the fake server holds; each test starts with one pending and one approved. */
let jobs: AdminJob[];

beforeEach(() => {
  jobs = [
    aJob('job-1', { title: 'Payroll Lead' }),
    aJob('job-2', {
      title: 'Pool Lifeguard',
      status: 'approved',
      isApproved: true,
      approvedAt: '2026-11-21T09:00:00Z',
    }),
  ];
  api.on('get', '/admin/jobs', { response: adminJobListSchema }, ({ query }) => {
    const status = query.get('status');
    const search = query.get('search')?.toLowerCase() ?? '';
    const items = jobs.filter(
      (job) => (!status || job.status === status) && job.title.toLowerCase().includes(search),
    );
    return { items, total: items.length };
  });
  api.on(
    'patch',
    '/admin/jobs/:id/decision',
    { request: decidePostSchema, response: adminJobSchema },
    ({ params, body }) => change(params.id, decidePostSchema.parse(body)),
  );
  api.on(
    'put',
    '/admin/jobs/:id',
    { request: adminJobInputSchema, response: adminJobSchema },
    ({ params, body }) => change(params.id, { title: adminJobInputSchema.parse(body).title }),
  );
});

/** Changes a job as the server would, and answers it. */
function change(id: string | undefined, fields: { title?: string; status?: 'approved' | 'rejected' }) {
  const changed = jobs.find((job) => job.id === id);
  if (!changed) throw new Error(`no job ${id}`);
  Object.assign(changed, fields, fields.status && { isApproved: fields.status === 'approved' });
  return changed;
}

const renderTab = () => renderWithApp(<ModeratedPostsTab kind={JOB_KIND} />);
const row = (name: string) => screen.findByRole('listitem', { name });

describe('the Jobs tab', () => {
  it('lists every job with its status, and filters by status', async () => {
    renderTab();
    expect(await screen.findByRole('heading', { name: 'All Jobs (2)' })).toBeInTheDocument();
    expect(within(await row('Payroll Lead')).getByText('pending')).toBeInTheDocument();
    expect(within(await row('Pool Lifeguard')).getByText('approved')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    expect(await screen.findByRole('heading', { name: 'All Jobs (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Pool Lifeguard' })).not.toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('status')).toBe('pending');
  });

  it('offers Approve and Reject on pending jobs only, and approving shows the job approved', async () => {
    renderTab();
    const pending = await row('Payroll Lead');
    expect(within(await row('Pool Lifeguard')).queryByRole('button', { name: /^Approve/ })).toBeNull();

    await userEvent.click(within(pending).getByRole('button', { name: 'Approve Payroll Lead' }));
    expect(await screen.findByText('Job approved successfully!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/admin/jobs/job-1/decision').map((call) => call.body)).toEqual([
      { status: 'approved', reason: null },
    ]);
    // The list is asked again and the row is approved, without the decision buttons.
    expect(await within(await row('Payroll Lead')).findByText('approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Payroll Lead' })).not.toBeInTheDocument();
  });

  it('rejects a pending job', async () => {
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Payroll Lead' }));
    expect(await screen.findByText('Job rejected successfully!')).toBeInTheDocument();
    expect(await within(await row('Payroll Lead')).findByText('rejected')).toBeInTheDocument();
    // A rejected job can no longer be edited (the server refuses it).
    expect(screen.queryByRole('button', { name: 'Edit Payroll Lead' })).not.toBeInTheDocument();
  });

  it('edits a job in the dialog, sends the whole form and shows the new title', async () => {
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Pool Lifeguard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Job' });
    const title = within(dialog).getByRole('textbox', { name: 'Job Title' });
    expect(title).toHaveValue('Pool Lifeguard');

    await userEvent.clear(title);
    await userEvent.paste('Senior Pool Lifeguard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Job updated successfully!')).toBeInTheDocument();
    const [sent] = api.callsTo('PUT', '/admin/jobs/job-2');
    expect(sent?.body).toMatchObject({ title: 'Senior Pool Lifeguard', company: 'Nile Finance' });
    expect(await row('Senior Pool Lifeguard')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Job' })).not.toBeInTheDocument());
  });

  it('says so when there are no jobs yet', async () => {
    jobs = [];
    renderTab();
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
    expect(screen.getByText('Create one with the form, or wait for residents to post.')).toBeInTheDocument();
  });
});
