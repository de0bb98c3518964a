import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * The sealed envelope around an archive (decision 031): AES-256-GCM over fixed-size chunks, streamed, so neither
 * side ever holds the archive in memory, and every byte is authenticated before it is used.
 *
 *   header  "CHUBSEAL" (8) · version 1 (1) · salt (16) · chunk size (4, big-endian)
 *   chunks  ciphertext + 16-byte tag each; every chunk but the last holds exactly `chunk size` bytes
 *
 * Each archive has its own key, HKDF(backup key, salt); chunk n's nonce is n and a last-chunk flag, and the header
 * is every chunk's associated data. So an edited byte, a swapped, dropped or repeated chunk, a changed header, a
 * cut at any point (the new last chunk was not sealed as last) or another key all fail authentication.
 */
/** A backup that cannot be restored, with a message for the person restoring it. */
export class ArchiveError extends Error {}

const MAGIC = Buffer.from('CHUBSEAL');
const ENVELOPE_VERSION = 1;
const HEADER_BYTES = MAGIC.length + 1 + 16 + 4;
const TAG_BYTES = 16;
const CHUNK_BYTES = 64 * 1024;
const GZIP = Buffer.from([0x1f, 0x8b]);

const archiveKey = (key: Buffer, salt: Buffer) =>
  Buffer.from(hkdfSync('sha256', key, salt, 'community-hub:backup-archive', 32));

function nonce(counter: number, isLast: boolean) {
  const bytes = Buffer.alloc(12);
  bytes.writeUIntBE(counter, 3, 6);
  bytes[11] = isLast ? 1 : 0;
  return bytes;
}

/** Encrypts and authenticates a byte stream (the gzip of an archive's records) into the sealed envelope. */
export function sealStream(key: Buffer): Transform {
  const salt = randomBytes(16);
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header[MAGIC.length] = ENVELOPE_VERSION;
  salt.copy(header, MAGIC.length + 1);
  header.writeUInt32BE(CHUNK_BYTES, HEADER_BYTES - 4);
  const subkey = archiveKey(key, salt);
  let counter = 0;
  let pending: Buffer = Buffer.alloc(0);
  const seal = (plain: Buffer, isLast: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', subkey, nonce(counter++, isLast));
    cipher.setAAD(header);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  return new Transform({
    construct(done) {
      this.push(header);
      done();
    },
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      // Strictly more than a chunk: the last chunk is sealed in flush, never an empty one after a full one.
      while (pending.length > CHUNK_BYTES) {
        this.push(seal(pending.subarray(0, CHUNK_BYTES), false));
        pending = pending.subarray(CHUNK_BYTES);
      }
      done();
    },
    flush(done: TransformCallback) {
      this.push(seal(pending, true));
      done();
    },
  });
}

const NOT_ENCRYPTED_MESSAGE =
  'This backup is not encrypted: it was made by an older version of Community Hub, and this version only restores encrypted, authenticated backups. Restore it on the version that made it, then make a new backup there after upgrading.';
const WRONG_KEY_MESSAGE =
  'This backup cannot be authenticated: it was sealed with another key (BACKUP_KEY, or the APP_SECRET of the server that made it), or it was changed or cut short after it was made. Nothing was changed.';
const CHANGED_MESSAGE =
  'The backup is damaged: part of it fails its authentication (it was changed after it was made). Nothing was changed.';
const CUT_MESSAGE =
  'The backup is incomplete or damaged: its end fails its authentication (it was cut short or changed). Nothing was changed.';

/**
 * Checks and decrypts the sealed envelope chunk by chunk: only authenticated bytes are passed on, and the stream
 * fails (ArchiveError) at the first chunk that does not authenticate or when the archive ends without its last
 * chunk. Nothing it passed on may be trusted as complete until it has ended without an error.
 */
export function openStream(key: Buffer): Transform {
  let buffered: Buffer = Buffer.alloc(0);
  let header: Buffer | null = null;
  let subkey: Buffer | null = null;
  let chunkBytes = 0;
  let counter = 0;
  const open = (sealed: Buffer, isLast: boolean) => {
    if (!header || !subkey) throw new ArchiveError('This is not a Community Hub backup.');
    const decipher = createDecipheriv('aes-256-gcm', subkey, nonce(counter, isLast));
    decipher.setAAD(header);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
    try {
      decipher.final();
    } catch {
      throw new ArchiveError(counter === 0 ? WRONG_KEY_MESSAGE : isLast ? CUT_MESSAGE : CHANGED_MESSAGE);
    }
    counter++;
    return plain;
  };
  const readHeader = () => {
    if (buffered.length >= GZIP.length && buffered.subarray(0, GZIP.length).equals(GZIP))
      throw new ArchiveError(NOT_ENCRYPTED_MESSAGE);
    if (buffered.length < HEADER_BYTES) return false;
    if (!buffered.subarray(0, MAGIC.length).equals(MAGIC))
      throw new ArchiveError('This is not a Community Hub backup.');
    if (buffered[MAGIC.length] !== ENVELOPE_VERSION)
      throw new ArchiveError(
        `This backup uses encryption format ${buffered[MAGIC.length]}, which this server does not know. Restore it on the version of Community Hub that made it.`,
      );
    header = Buffer.from(buffered.subarray(0, HEADER_BYTES));
    chunkBytes = header.readUInt32BE(HEADER_BYTES - 4);
    if (chunkBytes < 1024 || chunkBytes > 16 * 1024 * 1024) throw new ArchiveError(WRONG_KEY_MESSAGE);
    subkey = archiveKey(key, header.subarray(MAGIC.length + 1, MAGIC.length + 17));
    buffered = buffered.subarray(HEADER_BYTES);
    return true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
        if (!header && !readHeader()) return done();
        // A full chunk with more after it is not the last one.
        while (buffered.length > chunkBytes + TAG_BYTES) {
          this.push(open(buffered.subarray(0, chunkBytes + TAG_BYTES), false));
          buffered = buffered.subarray(chunkBytes + TAG_BYTES);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        if (!header && !readHeader())
          throw new ArchiveError(
            buffered.length === 0
              ? 'This is not a Community Hub backup (it is empty).'
              : 'This is not a Community Hub backup.',
          );
        if (buffered.length < TAG_BYTES) throw new ArchiveError(CUT_MESSAGE);
        this.push(open(buffered, true));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
