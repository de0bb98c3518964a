import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { JoinCommunityPage } from './join-community-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PROFILE = {
  id: 'p-1',
  kind: 'professional',
  name: 'Rana Saleh',
  title: 'Structural Engineer',
  company: 'Delta Build',
  bio: null,
  skills: ['Revit'],
  industry: 'Engineering',
  experienceLevel: null,
  contact: 'rana@hub.test',
  phone: null,
  showEmail: true,
  showPhone: true,
  linkedinUrl: null,
  howCanYouSupport: null,
  fileStorageId: null,
  fileName: null,
  isOwner: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const answerOwnProfile = (profile: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ profile }), { status: 200 })),
  );

describe('/join-community', () => {
  it('opens the profile a member joined with for editing, instead of a form that would be refused', async () => {
    answerOwnProfile(PROFILE);
    renderWithApp(<JoinCommunityPage />, '/join-community');
    expect(await screen.findByRole('heading', { name: 'Edit Your Profile', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Rana Saleh');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Structural Engineer');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Community' })).toBeNull();
  });

  it("shows the spec's join form to a member who has not joined", async () => {
    answerOwnProfile(null);
    renderWithApp(<JoinCommunityPage />, '/join-community');
    expect(await screen.findByRole('heading', { name: 'Join Community', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Community' })).toBeInTheDocument();
  });
});
