/** The screens the preview shows the page on: the widths the site's layout is checked at. */
export const previewWidths = {
  desktop: { label: 'Desktop', pixels: 1440 },
  tablet: { label: 'Tablet', pixels: 768 },
  phone: { label: 'Phone', pixels: 390 },
} as const;

export type PreviewWidth = keyof typeof previewWidths;
