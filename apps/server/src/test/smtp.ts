import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

/** A header as sent (mailparser turns List-* headers into objects). */
export const rawHeader = (mail: ReceivedMail, key: string) =>
  mail.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '');

/**
 * A real SMTP server inside the test process: every mail the app sends arrives here and is parsed. It can be
 * stopped and started again on the same port, to play an outage.
 */
export async function startSmtpServer(options: { port?: number; rejectWith?: string } = {}) {
  const received: ReceivedMail[] = [];
  let rejectWith = options.rejectWith;
  let refuseConnectionsWith: { code: number; text: string } | undefined;
  let connectionsRefused = 0;
  let hold: { arrived: () => void; released: Promise<void> } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!refuseConnectionsWith) return callback();
      connectionsRefused += 1;
      callback(
        Object.assign(new Error(refuseConnectionsWith.text), { responseCode: refuseConnectionsWith.code }),
      );
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const gate = hold;
          if (gate) {
            gate.arrived();
            await gate.released;
          }
          if (rejectWith) return callback(new Error(rejectWith));
          received.push(
            Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) }),
          );
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Makes the server refuse every mail with this answer (or accept them again with null). */
    refuse(answer: string | null) {
      rejectWith = answer ?? undefined;
    },
    /**
     * Makes the server answer every new connection with this reply and hang up, as a busy or greylisting server
     * does (e.g. "421 4.3.2 Try again later"), or take connections again with null.
     */
    refuseConnections(answer: string | null) {
      const match = answer ? /^(\d{3}) (.*)$/.exec(answer) : null;
      if (answer && !match) throw new Error(`not an SMTP reply: ${answer}`);
      refuseConnectionsWith = match ? { code: Number(match[1]), text: match[2] ?? '' } : undefined;
    },
    /**
     * Keeps the next mails' final answer until `release`: a mail in the middle of being sent, for as long as a
     * test needs. `arrived` settles when the first of them has been received.
     */
    holdMail() {
      let arrived = () => undefined as void;
      let release = () => undefined as void;
      const hasArrived = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrived, released };
      return {
        arrived: hasArrived,
        release: () => {
          hold = undefined;
          release();
        },
      };
    },
    /** How many connections were refused so far. */
    connectionsRefused: () => connectionsRefused,
    /** The first mail to `to` that matches, waiting for it to arrive. */
    async waitFor(to: string, match: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => mail.envelopeTo.includes(to.toLowerCase()) && match(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived within ${timeoutMs} ms`);
        await new Promise((wait) => setTimeout(wait, 50));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
