import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { PagePictures } from '../../api/contract/pictures.ts';
import { sharedPreviewPath } from '../../api/contract/routes.ts';
import type { TeamDatabase } from '../database/index.ts';
import type { PreviewLink } from '../database/tables/preview-links.ts';
import type { TeamContext, TeamEnv } from '../http/context.ts';
import type { ContentRepo } from '../repo/index.ts';
import { pictureAnswer } from './pictures/picture-file.ts';
import type { RequestPictures } from './pictures/request-pictures.ts';
import { requestDetail } from './request-view.ts';

/**
 * A change request's pages for someone without an account (`/shared/<token>`): what it changes,
 * page by page, in words and in the before/after pictures (the phone's on a phone), read-only.
 * The page is plain HTML with no script; while the pictures are being made it looks again every
 * few seconds by itself. A link that is not known, expired or withdrawn says so and who to ask;
 * anything but reading is refused (405). Nothing here opens anything else of the studio.
 */

const style = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #f7f7f8; }
main { max-width: 1100px; margin: 0 auto; padding: 24px 16px 48px; }
h1 { font-size: 1.6rem; margin: 0 0 8px; }
h2 { font-size: 1.2rem; margin: 0 0 4px; }
h3 { font-size: 1rem; margin: 12px 0 0; }
section { background: #fff; border: 1px solid #d9d9de; border-radius: 8px; padding: 16px; margin-top: 20px; }
.note { color: #4a4a55; }
.sides { display: flex; gap: 16px; align-items: flex-start; }
figure { flex: 1; margin: 0; min-width: 0; }
figcaption { font-weight: 600; margin-bottom: 4px; }
img { display: block; width: 100%; height: auto; border: 1px solid #d9d9de; }
@media (max-width: 700px) { .sides { flex-direction: column; } }
`;
const styleHash = createHash('sha256').update(style).digest('base64');
const policy = `default-src 'none'; img-src 'self'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** A date and time as anyone reads it, wherever they are: the server does not know their time zone. */
const when = (time: number): string =>
  `${new Date(time).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

const stateWords: Readonly<Record<string, string>> = {
  'in-review': 'waiting for review',
  'changes-requested': 'back with its author for changes',
  approved: 'approved, not published yet',
  published: 'published',
  closed: 'closed',
};

/**
 * The whole page. Its head is plain text, not a formatted template: the style must be exactly the
 * text whose hash the policy names, or the browser would drop it.
 */
async function document(
  status: number,
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
  refresh = false,
): Promise<Response> {
  const head = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    ...(refresh ? ['<meta http-equiv="refresh" content="5">'] : []),
    `<title>${String(await html`${title}`)}</title>`,
    `<style>${style}</style>`,
    '</head>',
  ].join('\n');
  return new Response(`${head}\n<body><main>${String(await body)}</main></body>\n</html>\n`, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': policy,
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}

export interface SharedPreviewServices {
  store: TeamDatabase;
  repo: ContentRepo;
  pictures: RequestPictures;
}

export function sharedPreviewRoutes({ store, repo, pictures }: SharedPreviewServices) {
  const nameOf = (id: number | null): string => (id === null ? 'someone' : (store.people.byId(id)?.name ?? 'someone'));

  const notKnown = (): Promise<Response> =>
    document(
      404,
      'Preview link not known',
      html`<h1>This preview link is not known</h1>
        <p>Check that you copied all of it, or ask the person who sent it for a new one.</p>`,
    );

  /** The working link of `token`, or the page that says why it does not work. */
  async function linkOf(token: string): Promise<PreviewLink | Response> {
    const state = store.previewLinks.check(token);
    if (state.ok) return state.link;
    const { link } = state;
    if (state.reason === 'unknown' || link === undefined) return notKnown();
    const maker = nameOf(link.made_by);
    if (state.reason === 'revoked')
      return document(
        410,
        'Preview link withdrawn',
        html`<h1>This preview link was withdrawn</h1>
          <p>
            ${nameOf(link.revoked_by)} withdrew it on ${when(link.revoked ?? link.expires)}. Ask ${maker} for a new one if you still need
            it.
          </p>`,
      );
    return document(
      410,
      'Preview link expired',
      html`<h1>This preview link has expired</h1>
        <p>It worked until ${when(link.expires)}. Ask ${maker} for a new one if you still need it.</p>`,
    );
  }

  function pagePictures(token: string, page: PagePictures | undefined, name: string): HtmlEscapedString | Promise<HtmlEscapedString> {
    if (page === undefined) return html``;
    const pictureName = (address: string) =>
      address
        .split('/')
        .at(-1)
        ?.replace(/\.png$/, '') ?? '';
    const side = (title: string, sideOf: { desktop: string; phone: string } | null, missing: string, alt: string) =>
      html`<figure>
        <figcaption>${title}</figcaption>
        ${
          sideOf === null
            ? html`<p class="note">${missing}</p>`
            : html`<picture
                ><source media="(max-width: 700px)" srcset="${sharedPreviewPath(token, pictureName(sideOf.phone))}" />
                <img src="${sharedPreviewPath(token, pictureName(sideOf.desktop))}" alt="${alt}"
              /></picture>`
        }
      </figure>`;
    return html`<div class="sides">
      ${side('Before (the site now)', page.before, 'A new page: the site has no such page yet.', `${name} as the site shows it now`)}${side('After (with this change)', page.after, 'This change removes the page from the site.', `${name} with this change`)}
    </div>`;
  }

  async function shown(c: TeamContext): Promise<Response> {
    const token = c.req.param('token') ?? '';
    const link = await linkOf(token);
    if (link instanceof Response) return link;
    const request = store.requests.byId(link.request_id);
    if (request === undefined) return notKnown();
    const detail = await requestDetail(store, repo, request);
    const made = await pictures.answer(request);
    const building = made.state === 'building';
    const body = html`<h1>${request.title}</h1>
      <p>
        A change to the site, ${stateWords[request.state] ?? request.state}, asked for by ${detail.author.name ?? 'someone'}.
        ${nameOf(link.made_by)} shared this preview with you; it works until ${when(link.expires)}. You can look, not change anything.
      </p>
      ${request.note === '' ? '' : html`<p class="note">${request.note}</p>`}
      ${building ? html`<p role="status">The pictures of the pages are being made — this page looks again every 5 seconds.</p>` : ''}
      ${made.state === 'failed' ? html`<p role="status">The pictures could not be made: ${made.message ?? 'try again later'}.</p>` : ''}
      ${detail.pages.length === 0 ? html`<p>This change has no pages to show any more.</p>` : ''}
      ${detail.pages.map(
        (page) =>
          html`<section aria-labelledby="page-${page.file}">
            <h2 id="page-${page.file}">${page.name}</h2>
            ${
              page.changes.length > 0 && page.after !== null
                ? html`<h3>What changes</h3>
                    <ul>
                      ${page.changes.map((change) => html`<li>${change}</li>`)}
                    </ul>`
                : ''
            }
            ${pagePictures(
              token,
              // Shown once every picture is made: one still to come would be a broken image.
              made.state === 'ready' ? made.pages.find((pictured) => pictured.file === page.file) : undefined,
              page.name,
            )}
          </section>`,
      )}`;
    return document(200, `Preview: ${request.title}`, body, building);
  }

  async function picture(c: TeamContext): Promise<Response> {
    const link = await linkOf(c.req.param('token') ?? '');
    if (link instanceof Response) return link;
    const request = store.requests.byId(link.request_id);
    const png = request === undefined ? undefined : await pictures.png(request, (c.req.param('picture') ?? '').replace(/\.png$/, ''));
    return png === undefined ? new Response('There is no such picture.', { status: 404 }) : pictureAnswer(png);
  }

  /** Anything but reading a preview: refused, whatever the link. */
  const readOnly = (c: TeamContext): Promise<Response> | Response =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? notKnown()
      : document(
          405,
          'A preview is for looking',
          html`<h1>A preview link is for looking only</h1>
            <p>Nothing can be changed through it. To change the site, ask the person who shared it.</p>`,
        ).then((answer) => {
          answer.headers.set('Allow', 'GET, HEAD');
          return answer;
        });

  return new Hono<TeamEnv>()
    .get('/shared/:token{[\\w-]{43}}', shown)
    .get('/shared/:token{[\\w-]{43}}/:picture{[\\w-]+\\.png}', picture)
    .all('/shared', readOnly)
    .all('/shared/*', readOnly);
}
