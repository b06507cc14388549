/**
 * A request's picture as its answer. Its address names the commits it was taken from
 * (pictures/page-plan.ts), so it never changes: the browser keeps it, privately, as it is behind sign-in.
 */
export const pictureAnswer = (png: Buffer): Response =>
  new Response(new Uint8Array(png), {
    status: 200,
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
