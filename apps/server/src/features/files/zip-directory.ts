import { open } from 'node:fs/promises';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_BYTES = 22;
const MAX_COMMENT = 0xffff;

/**
 * What a zip declares in its central directory (at the end of the file): how many entries, and how many bytes
 * they unpack to. Read before anything is unpacked, so a zip bomb is refused without inflating a byte (ASVS
 * 5.2.3). Null for anything that is not a plain zip this size of upload can be (zip64, a directory that does not
 * add up). Declared sizes can lie: whatever unpacks the file later still runs with its own memory cap.
 */
export async function zipDirectory(path: string): Promise<{ entries: number; unpackedBytes: number } | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailBytes = Math.min(size, END_BYTES + MAX_COMMENT);
    const tail = Buffer.alloc(tailBytes);
    await file.read(tail, 0, tailBytes, size - tailBytes);
    let end = -1;
    for (let at = tailBytes - END_BYTES; at >= 0; at--) {
      if (tail.readUInt32LE(at) === END_OF_DIRECTORY) {
        end = at;
        break;
      }
    }
    if (end < 0) return null;
    const declared = tail.readUInt16LE(end + 10);
    const directoryBytes = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (declared === 0xffff || directoryOffset + directoryBytes > size) return null;
    const directory = Buffer.alloc(directoryBytes);
    await file.read(directory, 0, directoryBytes, directoryOffset);
    let entries = 0;
    let unpackedBytes = 0;
    for (
      let at = 0;
      at + 46 <= directory.length && directory.readUInt32LE(at) === DIRECTORY_ENTRY;
      entries++
    ) {
      const unpacked = directory.readUInt32LE(at + 24);
      if (unpacked === 0xffffffff) return null;
      unpackedBytes += unpacked;
      at +=
        46 +
        directory.readUInt16LE(at + 28) +
        directory.readUInt16LE(at + 30) +
        directory.readUInt16LE(at + 32);
    }
    return entries === declared ? { entries, unpackedBytes } : null;
  } finally {
    await file.close();
  }
}
