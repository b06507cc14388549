import { constants, crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function predict(type: number, left: number, up: number, upLeft: number): number {
  switch (type) {
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      const p = left + up - upLeft;
      const pa = Math.abs(p - left);
      const pb = Math.abs(p - up);
      const pc = Math.abs(p - upLeft);
      return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
    }
    default:
      return 0;
  }
}

/** One scanline under each of the five PNG filters; the one with the smallest sum usually deflates best. */
function filterRow(row: Uint8Array, above: Uint8Array, bytesPerPixel: number): Buffer {
  let best = Buffer.alloc(0);
  let bestScore = Infinity;
  for (let type = 0; type <= 4; type++) {
    const out = Buffer.alloc(row.length + 1);
    out[0] = type;
    let score = 0;
    for (let i = 0; i < row.length; i++) {
      const left = i >= bytesPerPixel ? (row[i - bytesPerPixel] ?? 0) : 0;
      const up = above[i] ?? 0;
      const upLeft = i >= bytesPerPixel ? (above[i - bytesPerPixel] ?? 0) : 0;
      const value = ((row[i] ?? 0) - predict(type, left, up, upLeft)) & 0xff;
      out[i + 1] = value;
      score += value < 128 ? value : 256 - value;
    }
    if (score < bestScore) {
      best = out;
      bestScore = score;
    }
  }
  return best;
}

/** Encodes 8-bit RGB pixels (row by row, 3 bytes each) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, adaptive filtering, no interlace
  const stride = width * 3;
  const rows: Buffer[] = [];
  let above: Uint8Array = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = rgb.subarray(y * stride, (y + 1) * stride);
    rows.push(filterRow(row, above, 3));
    above = row;
  }
  const data = deflateSync(Buffer.concat(rows), { level: constants.Z_BEST_COMPRESSION });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}
