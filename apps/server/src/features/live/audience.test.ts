import { describe, expect, it } from 'vitest';
import { eventForAdmin, eventForMembers, eventForOwner } from './audience.ts';
import type { Change } from '../../realtime/change-bus.ts';

const id = '11111111-1111-4111-8111-111111111111';
const resident = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'hana@hub.test',
  name: 'Hana',
  role: 'user' as const,
  language: null,
};
const job = (overrides: Partial<Change>): Change => ({
  table: 'jobs',
  op: 'UPDATE',
  id,
  posterEmail: 'HANA@hub.test',
  status: 'approved',
  isPublic: true,
  wasPublic: true,
  ...overrides,
});

describe('who hears of a change', () => {
  it('members hear of a post only as it enters, changes within or leaves their lists', () => {
    expect(
      eventForMembers(job({ op: 'INSERT', isPublic: false, wasPublic: false, status: 'pending' })),
    ).toBeNull();
    expect(eventForMembers(job({ wasPublic: false }))).toEqual({ kind: 'jobs', id, reason: 'listed' });
    expect(eventForMembers(job({}))).toEqual({ kind: 'jobs', id, reason: 'updated' });
    expect(eventForMembers(job({ op: 'DELETE', isPublic: false }))).toEqual({
      kind: 'jobs',
      id,
      reason: 'unlisted',
    });
    expect(eventForMembers(job({ table: 'internships', isPublic: false }))).toEqual({
      kind: 'internships',
      id,
      reason: 'unlisted',
    });
  });

  it('members never hear of admin-only tables, and of member-visible kinds without an id', () => {
    for (const table of [
      'access_requests',
      'email_whitelist',
      'outbox',
      'backups',
      'applications',
      'course_notify_requests',
      'sessions',
      'users',
    ]) {
      expect(eventForMembers({ table, op: 'INSERT', id }), table).toBeNull();
    }
    expect(eventForMembers({ table: 'benefits', op: 'UPDATE', id })).toEqual({
      kind: 'benefits',
      reason: 'changed',
    });
    expect(eventForMembers({ table: 'trips', op: 'DELETE', id })).toEqual({
      kind: 'activities',
      reason: 'changed',
    });
  });

  it("a member hears of someone else's update to their own post or application, never of others'", () => {
    expect(eventForOwner(job({ status: 'rejected' }), resident)).toEqual({
      kind: 'jobs',
      id,
      reason: 'own',
      status: 'rejected',
    });
    expect(eventForOwner(job({ op: 'INSERT' }), resident)).toBeNull();
    expect(eventForOwner(job({ posterEmail: 'someone@hub.test' }), resident)).toBeNull();
    const application: Change = {
      table: 'applications',
      op: 'UPDATE',
      id,
      userId: resident.id,
      status: 'interview',
    };
    expect(eventForOwner(application, resident)).toEqual({
      kind: 'applications',
      id,
      reason: 'own',
      status: 'interview',
    });
    expect(eventForOwner({ ...application, userId: 'someone else' }, resident)).toBeNull();
  });

  it('administrators hear of every watched table, with its id', () => {
    expect(eventForAdmin({ table: 'access_requests', op: 'INSERT', id })).toEqual({
      kind: 'access-requests',
      reason: 'created',
      id,
    });
    expect(eventForAdmin({ table: 'paddle_document', op: 'UPDATE' })).toEqual({
      kind: 'activities',
      reason: 'updated',
    });
    expect(eventForAdmin({ table: 'sessions', op: 'DELETE', userId: resident.id })).toBeNull();
    expect(eventForAdmin({ table: '*', op: 'RESYNC' })).toBeNull();
  });
});
