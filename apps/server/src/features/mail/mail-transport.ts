import nodemailer, { type Transporter } from 'nodemailer';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The SMTP connection from SMTP_URL (`smtp://user:pass@host:port`, or `smtps://` for TLS from the first byte).
 * Plain `smtp://` must upgrade with STARTTLS unless the server is on this machine (a local relay or a test server),
 * so a password never crosses a network in clear.
 */
export function createTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    url: smtpUrl,
    requireTLS: url.protocol === 'smtp:' && !LOOPBACK.has(url.hostname),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** What the SMTP server answered (e.g. "550 5.1.1 mailbox unavailable"), or the connection error. */
export function smtpAnswerOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { response, message } = error as { response?: unknown; message?: unknown };
    if (typeof response === 'string' && response) return response.slice(0, 1000);
    if (typeof message === 'string') return message.slice(0, 1000);
  }
  return String(error).slice(0, 1000);
}
