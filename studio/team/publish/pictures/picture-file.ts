import type { ServerResponse } from 'node:http';

/** A PNG picture as a route's answer, where the other routes answer JSON. */
export class PictureFile {
  readonly bytes: Buffer;
  constructor(bytes: Buffer) {
    this.bytes = bytes;
  }
}

/**
 * Sends the picture. Its address names the commits it was taken from (pictures/page-plan.ts), so
 * it never changes: the browser keeps it, privately, as it is behind sign-in.
 */
export function sendPicture(response: ServerResponse, picture: PictureFile): void {
  response.statusCode = 200;
  response.setHeader('Content-Type', 'image/png');
  response.setHeader('Content-Length', String(picture.bytes.length));
  response.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.end(picture.bytes);
}
