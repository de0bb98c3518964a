import type { AuditEvent, AuditList } from '@hub/contract/audit/audit.schema';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, SOURCE_LANGUAGE } from '../../../i18n/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AuditPage } from './audit-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage(SOURCE_LANGUAGE);
});

/** A line of text as a person reads it, though its parts sit in separate elements ('Trip (deleted)'). */
const line = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

const ADMIN = { name: 'admin@hub.test', detail: null, isDeleted: false, link: null };

/** An event as the server answers it, with who and what already named. */
const event = (id: string, fields: Partial<AuditEvent>): AuditEvent => ({
  id,
  at: '2026-11-20T10:00:00Z',
  actorId: 'admin-1',
  actorEmail: 'admin@hub.test',
  action: 'job.create',
  targetType: 'job',
  targetId: `${id}-target`,
  details: {},
  clientAddress: '203.0.113.7',
  actor: ADMIN,
  target: null,
  ...fields,
});

const EVENTS: AuditList = {
  total: 4,
  items: [
    event('1', {
      action: 'job.create',
      target: { name: 'Pool Lifeguard', detail: 'Nile Club', isDeleted: false, link: '/admin?tab=jobs' },
    }),
    event('2', {
      action: 'trip.delete',
      targetType: 'trip',
      target: { name: 'Wadi Degla Hike', detail: null, isDeleted: true, link: null },
    }),
    event('3', {
      action: 'application.status',
      targetType: 'application',
      target: { name: null, detail: null, isDeleted: true, link: null },
    }),
    event('4', {
      action: 'sign-in.resident',
      actorId: 'resident-1',
      targetType: 'user',
      targetId: 'resident-1',
      actor: {
        name: 'Layla Hassan',
        detail: 'layla@hub.test',
        isDeleted: false,
        link: '/admin?tab=whitelist',
      },
      target: {
        name: 'Layla Hassan',
        detail: 'layla@hub.test',
        isDeleted: false,
        link: '/admin?tab=whitelist',
      },
    }),
  ],
};

/** The server answers the audit list with EVENTS, and nothing else. */
const serveEvents = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.startsWith('/api/admin/audit?')
        ? new Response(JSON.stringify(EVENTS))
        : new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found.' } }), {
            status: 404,
          }),
    ),
  );

describe('/admin/audit', () => {
  it('names each target and actor, links what still exists and says what is deleted', async () => {
    serveEvents();
    renderWithApp(<AuditPage />, '/admin/audit');
    const job = await screen.findByRole('link', { name: 'Pool Lifeguard' });
    expect(job).toHaveAttribute('href', '/admin?tab=jobs');
    expect(screen.getByText('Nile Club')).toBeInTheDocument();
    // Gone: the recorded name, unlinked, then '(deleted)'; nothing recorded: the kind of thing it was.
    expect(screen.getByText(line('Wadi Degla Hike (deleted)'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Wadi Degla Hike' })).not.toBeInTheDocument();
    expect(screen.getByText(line('Application (deleted)'))).toBeInTheDocument();
    // A resident signing in is named once, as who did it.
    expect(screen.getAllByRole('link', { name: 'Layla Hassan' })).toHaveLength(1);
    expect(screen.getAllByText(line('by admin@hub.test'))).toHaveLength(3);
  });

  it('words the events in Arabic around the names recorded, which stay as they are', async () => {
    await activateLanguage('ar');
    serveEvents();
    renderWithApp(<AuditPage />, '/admin/audit');
    expect(await screen.findByRole('link', { name: 'Pool Lifeguard' })).toBeInTheDocument();
    // The action in the event's badge, and among the Action filter's choices.
    expect(screen.getAllByText('إنشاء وظيفة')).toHaveLength(2);
    expect(screen.getByText(line('Wadi Degla Hike (محذوف)'))).toBeInTheDocument();
    // Nothing recorded: the kind of thing it was, in Arabic.
    expect(screen.getByText(line('طلب توظيف (محذوف)'))).toBeInTheDocument();
    expect(screen.getAllByText(line('بواسطة admin@hub.test'))).toHaveLength(3);
    expect(screen.getByText('4 أحداث')).toBeInTheDocument();
  });
});
