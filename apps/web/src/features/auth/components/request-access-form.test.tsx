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

  it("keeps the spec's toast and shows the server's reason in the form", async () => {
    vi.stubGlobal('fetch', failWith(500, 'Something went wrong on our side.'));
    renderWithApp(<RequestAccessForm onDone={() => {}} />, '/login');
    await fillAndSend();
    await waitFor(() => expect(screen.getByText('Request Failed')).toBeInTheDocument());
    expect(screen.getByText('Unable to submit request. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Your request was not sent')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
  });

  it('puts a reason about the e-mail beside the e-mail', async () => {
    const message = 'Please enter a valid email address';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: { code: 'VALIDATION', message, fields: { email: message } } }),
            {
              status: 400,
            },
          ),
      ),
    );
    renderWithApp(<RequestAccessForm onDone={() => {}} />, '/login');
    await fillAndSend();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Your request was not sent')).toBeNull();
  });

  it('says when to try again after too many requests', async () => {
    const reason = 'Too many attempts. Please wait a moment and try again. (try again in 59 minutes)';
    vi.stubGlobal('fetch', failWith(429, reason));
    renderWithApp(<RequestAccessForm onDone={() => {}} />, '/login');
    await fillAndSend();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Request Failed')).toBeInTheDocument();
  });

  it('clears the reason when the request is sent again and goes through', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          new Response(
            JSON.stringify({ error: { code: 'X', message: 'Something went wrong on our side.' } }),
            {
              status: 500,
            },
          ),
        )
        .mockResolvedValueOnce(new Response(JSON.stringify({ status: 'pending' }), { status: 201 })),
    );
    const onDone = vi.fn();
    renderWithApp(<RequestAccessForm onDone={onDone} />, '/login');
    await fillAndSend();
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByText('Something went wrong on our side.')).toBeNull();
  });
});
