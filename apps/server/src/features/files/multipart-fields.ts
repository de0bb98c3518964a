import type { MultipartValue } from '@fastify/multipart';
import { LIMITS } from '@hub/contract/limits';
import { badRequest } from '../../plugins/errors.ts';

/**
 * The largest text field a multipart form may carry, in bytes: the longest text limit of the contract at 4 bytes
 * a character (UTF-8's widest), so any text the schemas accept fits.
 */
export const MULTIPART_FIELD_BYTES = 4 * Math.max(...Object.values(LIMITS));

/**
 * A multipart text field's value. A value cut at MULTIPART_FIELD_BYTES is refused (400, naming the field) rather
 * than saved shortened.
 */
export function fieldText(part: MultipartValue): string {
  if (part.valueTruncated || part.fieldnameTruncated) {
    const message = `${part.fieldname} is too long`;
    throw badRequest(message, { [part.fieldname]: message });
  }
  return String(part.value);
}
