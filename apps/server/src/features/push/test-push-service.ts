import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message as a push service received it (RFC 8030): where it was sent, its headers and its encrypted body. */
export type PushMessage = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A push service on loopback, as the browsers' are on the Internet: it takes POSTs to any path (one path per
 * subscription) and answers 201, or what `answer` set for a path (410: the browser unsubscribed).
 */
export async function startPushService() {
  const received: PushMessage[] = [];
  const answers = new Map<string, number>();
  const waiting: Array<() => void> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(path) ?? 201;
      response.end();
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const messagesTo = (path: string) => received.filter((message) => message.path === path);
  return {
    url,
    messagesTo,
    answer: (path: string, status: number) => answers.set(path, status),
    /** The first message to `path`, once it has come. */
    async waitFor(path: string, timeoutMs = 15_000): Promise<PushMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [message] = messagesTo(path);
        if (message) return message;
        if (Date.now() > deadline) throw new Error(`no push message to ${path} within ${timeoutMs} ms`);
        await new Promise<void>((wake) => {
          waiting.push(wake);
          setTimeout(wake, 250);
        });
      }
    },
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

/** What a browser makes when it subscribes (RFC 8291): a P-256 key pair and a 16-byte authentication secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer | string, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an aes128gcm message (RFC 8188) encrypted to the browser's keys (RFC 8291), as the browser does: the
 * header carries the salt, the record size and the sender's public key; a single record ends with the 0x02
 * delimiter and padding.
 */
export function decryptPush(body: Buffer, browser: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const sharedSecret = browser.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    senderPublicKey,
  ]);
  const ikm = hkdf(sharedSecret, browser.auth, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * The claims of the VAPID token in a message's Authorization header (`vapid t=<JWT>, k=<public key>`), once its
 * ES256 signature is checked against `publicKey` (the server's, base64url).
 */
export function verifiedVapidClaims(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  if (match[2] !== publicKey) throw new Error('signed with another key');
  const [header = '', claims = '', signature = ''] = match[1].split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isValid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isValid) throw new Error('the VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
}
