import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, SOURCE_LANGUAGE } from '../../../i18n/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { CvUploadPage } from './cv-upload-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage(SOURCE_LANGUAGE);
});

const CV = {
  id: 'cv-1',
  name: 'Yasmin Fathy',
  email: 'yasmin@hub.test',
  phone: null,
  showEmail: true,
  showPhone: true,
  title: 'Financial Analyst',
  section: 'Finance',
  bio: null,
  skills: ['Excel'],
  experience: null,
  education: null,
  yearsOfExperience: 6,
  linkedinUrl: null,
  cvStorageId: 'file-1',
  cvFileName: 'yasmin.pdf',
  canEdit: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Answers GET /api/cvs/mine with each of `answers` in turn. */
function ownCvAnswers(...answers: Response[]) {
  const fetchSpy = vi.fn(async (url: string) => {
    if (url === '/api/cvs/mine') return answers.shift() ?? json({ cv: null });
    return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
  });
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}

describe('/cv-upload', () => {
  it("opens the member's CV for editing, saying so, instead of a blank form", async () => {
    ownCvAnswers(json({ cv: CV }));
    renderWithApp(<CvUploadPage />, '/cv-upload');
    expect(await screen.findByRole('heading', { name: 'Edit Your CV', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Yasmin Fathy');
    expect(screen.getByLabelText(/Professional Title/)).toHaveValue('Financial Analyst');
    expect(screen.getByText(/replaces yasmin\.pdf/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload CV' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View in Showcase' })).toHaveAttribute(
      'href',
      '/cv-showcase?cv=cv-1',
    );
  });

  it("shows the spec's blank upload form to a member without a CV", async () => {
    ownCvAnswers(json({ cv: null }));
    renderWithApp(<CvUploadPage />, '/cv-upload');
    expect(await screen.findByRole('heading', { name: 'Upload CV', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Professional Title/)).toHaveValue('');
    expect(screen.getByLabelText(/^CV File/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload CV' })).toBeInTheDocument();
  });

  it('offers no form while it cannot tell whether the member has a CV, and tries again when asked', async () => {
    const fetchSpy = ownCvAnswers(
      json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }, 500),
      json({ cv: null }),
    );
    renderWithApp(<CvUploadPage />, '/cv-upload');
    expect(await screen.findByText('Could not check whether you already have a CV')).toBeInTheDocument();
    expect(screen.getByText(/Something went wrong on our side\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload CV' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Upload CV' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('speaks Arabic when it is chosen, the sections named in it too', async () => {
    await activateLanguage('ar');
    ownCvAnswers(json({ cv: CV }));
    renderWithApp(<CvUploadPage />, '/cv-upload');
    expect(
      await screen.findByRole('heading', { name: 'تعديل سيرتكم الذاتية', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/المسمى المهني/)).toHaveValue('Financial Analyst');
    expect(screen.getByDisplayValue('المالية')).toBeInTheDocument();
    expect(screen.getByText(/يحلّ محل yasmin\.pdf/)).toBeInTheDocument();
  });
});
