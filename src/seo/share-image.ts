/** The picture social sites show for every page; the build draws it at this path and size. */
export const shareImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
};
