/**
 * The Content-Security-Policy of the studio's answers: what its pages may load and run. Its
 * screens and the preview frame load scripts from the studio alone, never an inline one; MUI writes
 * its styles into <style> elements as it renders, so styles may be inline.
 */

type Directives = Record<string, readonly string[]>;

const policyText = (directives: Directives): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

const studio: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // Pictures picked for upload are shown before they are sent (blob:); MUI's icons may be data: URLs.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** Every answer of the studio that names no policy of its own. */
export const studioPolicy = policyText(studio);

/** The preview frame: the site's pages as visitors get them, whose enquiry form is a frame of the CRM's (over https). */
export const previewPolicy = policyText({ ...studio, 'frame-src': ["'self'", 'https:'] });

/**
 * A file of the content repository shown as it is (a picture of public/): an SVG opened on its own
 * is a document, and one from the repository is not trusted, so it runs nothing and is a sandbox
 * without the studio's origin.
 */
export const repositoryFilePolicy = policyText({
  'default-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'unsafe-inline'"],
  sandbox: [],
});
