import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';

type FilePart = { field: string; name: string; content: Buffer | string; type?: string };

/** A multipart/form-data body for `app.inject`, as a browser would send it. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----hub${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The smallest file that is really a PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Sends `values` as a multipart form, with the file `cv` when given, as `auth` (a member's session headers). */
export function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  values: Record<string, string>,
  cv: { name: string; content: Buffer | string } | null,
  auth: { headers?: Record<string, string> },
) {
  const body = multipart(values, cv ? [{ field: 'cv', ...cv }] : []);
  return app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth.headers } });
}

/** `applicant` (a signed-in resident) applies to the job `jobId` with the CV `cv` (default: the smallest PDF). */
export const applyWithCv = (
  app: FastifyInstance,
  applicant: { email: string; headers: Record<string, string> },
  jobId: string,
  cv: { name: string; content: Buffer | string } = { name: 'mona.pdf', content: PDF },
) =>
  sendForm(
    app,
    'POST',
    '/api/applications',
    {
      jobId,
      applicantName: 'Mona Adel',
      applicantEmail: applicant.email,
      applicantPhone: '+20 111 222 3333',
    },
    cv,
    applicant,
  );
