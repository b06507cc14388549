/** The pictures the studio takes, by type: the extension it writes and the name authors know. */
export const uploadTypes = {
  png: { extension: '.png', label: 'PNG' },
  jpeg: { extension: '.jpg', label: 'JPEG' },
  webp: { extension: '.webp', label: 'WebP' },
} as const;

export type UploadType = keyof typeof uploadTypes;

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0): boolean =>
  expected.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string): number[] => Array.from(text, (character) => character.charCodeAt(0));

/**
 * What the bytes are, by their first bytes and never by the file's name: a picture the studio
 * takes, `svg` (which it refuses: SVG can carry scripts), or undefined for anything else.
 */
export function pictureType(bytes: Uint8Array): UploadType | 'svg' | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // SVG is text: an XML declaration, a comment or a doctype may come before <svg.
  const start = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (start.startsWith('<') && /<svg[\s>]/i.test(start)) return 'svg';
  return undefined;
}

/** Where a picture's own bytes end, by its type's structure: bytes after it (an HTML page, a script) are not the picture's. */
export function pictureEnd(bytes: Uint8Array, type: UploadType): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'png') {
    // Chunks after the 8-byte signature: length, type, data, CRC; the picture ends with IEND's.
    for (let at = 8; at + 12 <= bytes.byteLength;) {
      const length = view.getUint32(at);
      const end = at + 12 + length;
      if (startsWith(bytes, ascii('IEND'), at + 4)) return end;
      at = end;
    }
    return undefined;
  }
  if (type === 'webp') {
    // RIFF's size counts what follows its first 8 bytes (padded to an even length).
    const size = view.getUint32(4, true);
    return 8 + size + (size % 2);
  }
  // JPEG ends with its end-of-image marker.
  return bytes.byteLength >= 2 && bytes[bytes.byteLength - 2] === 0xff && bytes[bytes.byteLength - 1] === 0xd9
    ? bytes.byteLength
    : undefined;
}
