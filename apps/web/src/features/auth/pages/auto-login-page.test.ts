import { describe, expect, it } from 'vitest';
import { autoLoginTarget, switchQuestion } from './auto-login-page.tsx';

const target = (query: string) => autoLoginTarget(new URLSearchParams(query));

describe('auto-login link', () => {
  it('needs an e-mail', () => {
    expect(target('jobId=1')).toEqual({ error: 'Missing email parameter.' });
  });
  it('needs exactly one of jobId, internshipId, courseId', () => {
    const message = { error: 'Provide exactly one of jobId, internshipId, courseId' };
    expect(target('email=a@b.co')).toEqual(message);
    expect(target('email=a@b.co&jobId=1&courseId=2')).toEqual(message);
  });
  it('leads to the target page', () => {
    expect(target('email=a@b.co&jobId=j1')).toEqual({ email: 'a@b.co', path: '/careers/j1' });
    expect(target('email=a@b.co&internshipId=i1')).toEqual({ email: 'a@b.co', path: '/internships/i1' });
    expect(target('email=a@b.co&courseId=c1')).toEqual({ email: 'a@b.co', path: '/courses/c1' });
  });
});

describe('mailed sign-in link', () => {
  it('signs in with the token; the target is optional but single', () => {
    expect(target('token=t.s')).toEqual({ token: 't.s', path: null });
    expect(target('token=t.s&jobId=j1')).toEqual({ token: 't.s', path: '/careers/j1' });
    expect(target('token=t.s&jobId=j1&courseId=c1')).toEqual({
      error: 'Provide exactly one of jobId, internshipId, courseId',
    });
  });
});

describe('a link opened while signed in', () => {
  it('asks before signing in as someone else, and not when the link is for the person signed in', () => {
    expect(switchQuestion(null, 'b@x.co')).toBeNull();
    expect(switchQuestion('a@x.co', 'A@x.co')).toBe('same');
    expect(switchQuestion('a@x.co', 'b@x.co')).toBe(
      'You are signed in as a@x.co. Sign in as b@x.co instead?',
    );
    expect(switchQuestion('a@x.co', null)).toBe(
      'You are signed in as a@x.co. Sign in with this link instead?',
    );
  });
});
