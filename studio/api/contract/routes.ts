/**
 * The addresses of the studio's API, written once: the servers register these and the screens call
 * them. The page studio's API is under `apiBase` in `npm run dev` and the team studio alike; the
 * team server's own routes are under `teamApiBase`.
 */
export const apiBase = '/_studio/api';
export const teamApiBase = '/_team/api';

const admin = `${teamApiBase}/admin` as const;
const requests = `${teamApiBase}/requests` as const;

export const teamRoutes = {
  /** Who is signed in (`MeResponse`): a route of the studio API, answered by the team server. */
  me: `${apiBase}/me`,
  /** `PATCH` with `{ name }`: the signed-in person's own name, the one their saves go into the history with. */
  ownName: `${teamApiBase}/me/name`,
  signInMethods: `${teamApiBase}/sign-in-methods`,
  invitation: `${teamApiBase}/invitation`,
  joinOptions: `${teamApiBase}/join/options`,
  join: `${teamApiBase}/join`,
  signInOptions: `${teamApiBase}/sign-in/options`,
  signIn: `${teamApiBase}/sign-in`,
  signOut: `${teamApiBase}/sign-out`,
  signOutEverywhere: `${teamApiBase}/sign-out-everywhere`,
  /** `?file=…[&draft=…]`: server-sent events, each a `PresenceEvent`. */
  presence: `${teamApiBase}/presence`,
  admin,
  people: `${admin}/people`,
  invitations: `${admin}/invitations`,
  audit: `${admin}/audit`,
  reviewRules: `${admin}/review-rules`,
  drafts: `${teamApiBase}/drafts`,
  draftChanges: `${teamApiBase}/drafts/diff`,
  requests,
  releases: `${teamApiBase}/releases`,
  rollBack: `${teamApiBase}/releases/roll-back`,
  /** After a roll back that kept the pages: take them back to the live release too. */
  takePagesBack: `${teamApiBase}/releases/take-pages-back`,
  /** For everyone signed in: the pages that hold what a roll back took off the site (`{ offTheSite }`, or `null`). */
  offTheSite: `${teamApiBase}/releases/off-the-site`,
} as const;

/** A change request, or one of its steps (`approve`, `publish`, `pictures`, …). */
export const requestRoute = (id: number | string, step = ''): string => `${requests}/${String(id)}${step === '' ? '' : `/${step}`}`;

/** A change request's preview links (`GET` lists, `POST` makes one), or one of them (`DELETE` withdraws it). */
export const previewLinksRoute = (id: number | string, link?: string): string =>
  `${requestRoute(id, 'preview-links')}${link === undefined ? '' : `/${link}`}`;

/** Where a preview link leads: a change request's pages for someone without an account, read-only. */
export const sharedPreviewPath = (token: string, picture?: string): string =>
  `/shared/${token}${picture === undefined ? '' : `/${picture}.png`}`;

/** A picture of a change request's pages. */
export const requestPictureRoute = (id: number | string, name: string): string => `${requestRoute(id, 'pictures')}/${name}.png`;

/** A route with its query, each value encoded. */
export function withQuery(route: string, query: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]));
  return entries.length === 0 ? route : `${route}?${new URLSearchParams(entries).toString()}`;
}

/** The page studio's own routes under `apiBase`, for what the whole site holds. */
export const siteRoutes = {
  /** `?q=…`: `SearchResponse`. */
  search: '/search',
  /** `?page=pages/…yaml` or `?picture=/images/…`: `WhereUsedResponse`. */
  whereUsed: '/where-used',
  /** `UnusedPicturesResponse`. */
  unusedPictures: '/unused-pictures',
  /** `POST` a `RemovePicturesRequest`: `RemovePicturesResponse`. */
  removePictures: '/remove-pictures',
  /** `GET ?file=…&to=…`: `MovePreview`; `POST` a `MovePageRequest`: `MovePageResponse`. */
  movePage: '/move-page',
  /** `GET ?file=…&to=…`: `DeletePreview`; `POST` a `DeletePageRequest`: `DeletePageResponse`. */
  deletePage: '/delete-page',
  /** `POST` a `ReplaceRequest`: `ReplaceResponse`. */
  replace: '/replace',
  /** `POST` a `ReplacePictureRequest`: `ReplacePictureResponse`. */
  replacePicture: '/replace-picture',
} as const;
