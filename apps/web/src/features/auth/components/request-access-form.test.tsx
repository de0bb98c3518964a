import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { RequestAccessForm } from './request-access-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const failWith = (status: number, message: string) =>
  vi.fn(async () => new Response(JSON.stringify({ error: { code: 'X', message, fields: {} } }), { status }));

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText(/Full Name/), 'Omar Haddad');
  await userEvent.type(screen.getByLabelText(/Email Address/), 'omar@example.com');
  await userEvent.type(screen.getByLabelText(/Unit Number/), 'C-7');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
}

describe('request access form', () => {
  it('names missing fields once, in the toast, and only marks the fields red', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithApp(<RequestAccessForm onDone={() => {}} />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/Unit Number/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's message for a 409", async () => {
    vi.stubGlobal('fetch', failWith(409, 'Your request is already waiting for review.'));
    renderWithApp(<RequestAccessForm onDone={() => {}} />, '/login');
    await fillAndSend();
    await waitFor(() => expect(screen.getByText('Request Failed')).toBeInTheDocument());
    expect(screen.getByText('Your request is already waiting for review.')).toBeInTheDocument();
  });

  it("shows the spec's text for other failures", async () => {
    vi.stubGlobal('fetch', failWith(500, 'Internal details'));
    renderWithApp(<RequestAccessForm onDone={() => {}} />, '/login');
    await fillAndSend();
    await waitFor(() => expect(screen.getByText('Request Failed')).toBeInTheDocument());
    expect(screen.getByText('Unable to submit request. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Internal details')).toBeNull();
  });

  it("keeps a rate limit's reason, with when to try again, in the form", async () => {
    vi.stubGlobal(
      'fetch',
      failWith(429, 'Too many attempts. Please wait a moment and try again. (try again in 1 hour)'),
    );
    renderWithApp(<RequestAccessForm onDone={() => {}} />, '/login');
    await fillAndSend();
    await waitFor(() => expect(screen.getByText('Request Failed')).toBeInTheDocument());
    expect(screen.getByText('Unable to submit request. Please try again.')).toBeInTheDocument();
    expect(screen.getByText(/\(try again in 1 hour\)/)).toBeInTheDocument();
  });
});
