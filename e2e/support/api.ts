import { ADMIN } from './app.ts';

/** Setting the stage through the API (the journeys themselves go through the browser). */
export async function apiSession(baseUrl: string, who: { admin: true } | { email: string }) {
  const response =
    'admin' in who
      ? await fetch(`${baseUrl}/api/auth/admin-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
        })
      : await fetch(`${baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: who.email }),
        });
  if (!response.ok) throw new Error(`login failed: ${await response.text()}`);
  const { sessionId } = (await response.json()) as { sessionId: string };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const isForm = body instanceof FormData;
    const result = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${sessionId}`,
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    if (!result.ok) throw new Error(`${method} ${path}: ${result.status} ${await result.text()}`);
    return (await result.json()) as T;
  };
  return { sessionId, call };
}

export const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export const jobPayload = (overrides: Record<string, string> = {}) => ({
  title: 'Frontend Developer',
  company: 'Nile Tech',
  posterRole: 'Hiring Manager',
  location: 'New Cairo',
  description: 'Build the booking front end for our residents and their guests.',
  skills: 'JavaScript, React, PostgreSQL',
  contactEmail: 'jobs@niletech.test',
  contactPhone: '+20 100 555 0000',
  experienceLevel: 'Mid Level',
  industry: 'Technology/IT',
  jobType: 'Full-time',
  ...overrides,
});
