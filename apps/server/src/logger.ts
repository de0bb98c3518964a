import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';

export type Logger = pino.Logger;
/** What background work writes to: a message at its level, one JSON record each. */
export type LogSink = { info: (message: string) => void; error: (message: string) => void };

/**
 * Signed download and one-click links carry their token, event streams their single-use ticket, in the query
 * string: neither reaches the log.
 */
const redactUrl = (url: string) =>
  // Most URLs carry neither: the test is cheaper than the replacement on every request's log line.
  url.includes('token=') || url.includes('ticket=')
    ? url.replace(/([?&](?:token|ticket)=)[^&]*/g, '$1[redacted]')
    : url;

/**
 * The one logger of a server process: Fastify's requests, startup, the database and background work all write
 * through it, so every line is one JSON record (pino). On a terminal the records are shown readable instead.
 */
export function createLogger(
  level: string,
  {
    isTerminal = process.stdout.isTTY === true,
    destination,
  }: { isTerminal?: boolean; destination?: pino.DestinationStream } = {},
): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: ['req.headers.authorization', 'req.body.password'],
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
  if (destination) return pino(options, destination);
  if (!isTerminal) return pino(options);
  // Synchronous, so the last lines before an exit are not lost.
  return pino(
    options,
    pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }),
  );
}

/**
 * One line per request once it is answered, instead of Fastify's two (received, completed): method, URL with
 * tokens redacted, status, duration and the client's address; at error level when the request failed.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
