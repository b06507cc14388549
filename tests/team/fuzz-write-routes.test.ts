import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isRefusalCode, refusals } from '../../studio/api/contract/refusals.ts';
import { apiBase, teamApiBase } from '../../studio/api/contract/routes.ts';
import type { Role } from '../../studio/team/database/roles.ts';
import { gitText } from '../../studio/team/repo/index.ts';
import type { TeamServer } from '../../studio/team/server/server.ts';
import { solidPng } from '../helpers/solid-png.ts';
import { teamFolders, testClock } from '../helpers/team-server.ts';
import { heroHeading, publishServer, retail, withField } from './publish-steps.ts';

/**
 * Every route that changes something, studio API and team API, asked by each role and by no one
 * with generated requests: bodies of the right shape with one field spoiled, YAML with nasties,
 * random JSON and bytes, wrong content types, and random ids. The server must answer each with a
 * success or a refusal of the catalogue (JSON, its code's own status), never a 500, and a refusal
 * must leave the content repository as it was: its branches, its work tree and the remote's main.
 * One request per run of the property, each checked against the repository as the one before left it.
 */

const requestsPerRun = 2_000;
/** The same requests every run; `FUZZ_SEED=<number>` tries others (a failure prints the seed and the path to replay it). */
const seed = Number(process.env.FUZZ_SEED ?? 20_260_702);

/** What a reference names: looked up when the request is sent, since drafts, requests and versions appear during the run. */
type KnownKind = 'page' | 'version' | 'text' | 'edited-text' | 'draft' | 'request' | 'person' | 'commit' | 'invitation' | 'invitation-id';

/** A value that exists on the server when the request is sent (a draft's branch, a page's version): these get past the first checks. */
class Known {
  readonly kind: KnownKind;
  /** For `text`: a line put into the page's text, where the request's pick says. */
  readonly insert: string | undefined;
  constructor(kind: KnownKind, insert?: string) {
    this.kind = kind;
    this.insert = insert;
  }
  [fc.toStringMethod](): string {
    return this.insert === undefined ? `<${this.kind}>` : `<${this.kind} with ${JSON.stringify(this.insert)}>`;
  }
}

/** JSON text written into the body as it is: numbers JSON.stringify cannot write, nesting too deep to build. */
class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  [fc.toStringMethod](): string {
    return this.text.length > 60 ? `raw ${JSON.stringify(this.text.slice(0, 60))}… (${this.text.length} characters)` : `raw ${this.text}`;
  }
}

/** A long string, printed short when a run fails. */
class Repeated {
  readonly unit: string;
  readonly times: number;
  constructor(unit: string, times: number) {
    this.unit = unit;
    this.times = times;
  }
  [fc.toStringMethod](): string {
    return `${JSON.stringify(this.unit)} × ${this.times}`;
  }
}

type FieldValue = fc.JsonValue | Known | RawJson | Repeated;
type Entry = readonly [string, FieldValue];

type Body =
  /** A JSON object written key by key, so `__proto__` and repeated keys reach the server as written. */
  | { kind: 'object'; entries: readonly Entry[]; contentType: string | undefined }
  /** Any JSON value at the top (an array, a string, a number). */
  | { kind: 'value'; value: FieldValue; contentType: string | undefined }
  | { kind: 'bytes'; bytes: Uint8Array; contentType: string | undefined }
  | { kind: 'form'; fields: readonly (readonly [string, string])[]; picture: Uint8Array | undefined; fileName: string }
  | { kind: 'none' };

/** A path's part: written as it is (encoded already, or on purpose not), or a reference encoded when sent. */
type Segment = string | Known;

type Caller = Role | 'nobody' | 'stranger';

type Query = readonly (readonly [string, string | Known])[];

/** A route's request as generated: its method, its path, its query and its body. */
interface RouteShape {
  /** The route it was generated for, to count successes by. */
  route: string;
  method: string;
  path: readonly Segment[];
  query: Query;
  body: Body;
}

interface FuzzRequest extends RouteShape {
  caller: Caller;
  origin: 'own' | 'none' | 'foreign';
  /** Which of the known drafts, requests, people or pages the references take. */
  pick: number;
}

const oneChar = (from: number, to: number) => fc.integer({ min: from, max: to }).map((code) => String.fromCharCode(code));
const controlChars = fc.string({ unit: oneChar(0, 0x1f), minLength: 1, maxLength: 8 });
/** Half a surrogate pair: JSON can carry it, UTF-8 cannot. */
const loneSurrogates = fc.string({ unit: oneChar(0xd800, 0xdfff), minLength: 1, maxLength: 4 });

const pathTricks = [
  'pages/../../etc/passwd',
  '../pages/home.yaml',
  '/etc/passwd',
  'pages/home.yaml/../../../outside.yaml',
  'pages/./home.yaml',
  'pages//home.yaml',
  'pages\\home.yaml',
  'pages/home.yaml\u0000.png',
  'pages/%2e%2e/home.yaml',
  'pages/home.YAML',
  'pages/.git/config',
  '.git/HEAD',
  'pages/',
  'pages',
  'public/images/logo.svg',
  'C:\\pages\\home.yaml',
  '~/pages/home.yaml',
  'pages/ home.yaml',
  'pages/\u202ehome.yaml',
  'pages/new\nline.yaml',
  'pages/*.yaml',
  ':(glob)pages/**',
  '--output=/tmp/fuzz',
  '-h',
  'HEAD',
  'main..HEAD',
  'refs/heads/main',
  'studio/../main',
  'file:///etc/passwd',
  'pages/industries/retail.yaml',
];

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\u200b',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '0',
  '-1',
  '1e400',
  'NaN',
  '💥🧨',
  'Zoë Ångström',
  'ﷺ',
  'a\r\nb',
  '<script>alert(1)</script>',
  "'; DROP TABLE people; --",
  '${process.exit(1)}',
  '%s%s%s%n',
  ...pathTricks,
);

const hugeString = fc.constantFrom(new Repeated('x', 70_000), new Repeated('é', 300_000), new Repeated('x', 600_000));

const nastyString: fc.Arbitrary<FieldValue> = fc.oneof(
  { weight: 5, arbitrary: oddStrings },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: controlChars },
  { weight: 1, arbitrary: loneSurrogates },
  { weight: 1, arbitrary: hugeString },
);

/** YAML that has upset parsers: alias bombs, language tags, tabs, a byte order mark, deep nesting, many documents. */
const yamlNasties = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\ng: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]\nh: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]\ni: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]\n',
  'a: &a [*a]\n',
  'a: &a {b: *a}\n',
  'title: !!binary aGVsbG8gd29ybGQ=\n',
  'title: !!js/function "function () { process.exit(1) }"\n',
  'title: !!js/undefined ~\n',
  'title: !!python/object/apply:os.system ["touch /tmp/fuzz"]\n',
  'title: !<tag:yaml.org,2002:js/regexp> /x/\n',
  '\ttitle: tabs\n\tpath: /tabs\n',
  '\uFEFFtitle: with a byte order mark\n',
  '\uFEFF\uFEFFtitle: two\n',
  '%YAML 1.1\n%TAG ! tag:example.com,2000:\n---\ntitle: !x y\n',
  '--- 1\n--- 2\n...\n--- 3\n',
  '? [a, b]\n: c\n? {d: e}\n: f\n',
  'title: one\ntitle: two\n',
  '<<: *nowhere\n',
  'base: &base {title: x}\npage:\n  <<: [*base, *base, *base]\n',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}\n`,
  `${'{a: '.repeat(5_000)}1${'}'.repeat(5_000)}\n`,
  `${Array.from({ length: 400 }, (_, depth) => `${'  '.repeat(depth)}- `).join('\n')}x\n`,
  `x: ${'9'.repeat(2_000)}\n`,
  'x: 0x_ff\ny: 1_000\nz: .inf\nw: -.NaN\nv: 2001-13-45\n',
  'x: "\\uD800"\ny: "\\x00"\nz: "\\U0010FFFF"\n',
  'title: \u0000\n',
  'title: "unclosed\n',
  '- - - - - - - -\n',
  'path: [\n',
  ': \n',
  '*\n',
  '&\n',
  '!\n',
  '|\n  block\n more\n',
  'sections:\n  - type: hero\n    heading: &h x\n  - *h\n',
  'sections: !!set {a, b}\n',
  'sections: !!omap [a: 1, a: 2]\n',
  '\r\ntitle: crlf\r\n\r\n',
  'title: x\u0085y\u2028z\n',
];

const yamlText: fc.Arbitrary<FieldValue> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...yamlNasties) },
  // The nasty inside a real page, where the page's own fields would otherwise pass.
  { weight: 2, arbitrary: fc.constantFrom(...yamlNasties).map((nasty) => new Known('text', nasty)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);

/** A value where the route wants another: the wrong type, a nasty string, numbers JSON.stringify cannot write. */
const nastyValue: fc.Arbitrary<FieldValue> = fc.oneof(
  { weight: 6, arbitrary: nastyString },
  { weight: 2, arbitrary: yamlText },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      new RawJson('1e400'),
      new RawJson('-0'),
      new RawJson('9'.repeat(400)),
      new RawJson(`-${'9'.repeat(40)}.${'9'.repeat(40)}e-999`),
      new RawJson('{"__proto__":{"polluted":true}}'),
      new RawJson('{"constructor":{"prototype":{"polluted":true}}}'),
      new RawJson(`${'['.repeat(10_000)}${']'.repeat(10_000)}`),
      new RawJson(`${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`),
    ),
  },
);

const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'force', 'draft', ''),
  fc.string({ maxLength: 10 }),
);

type Mutation =
  | { kind: 'none' }
  | { kind: 'drop'; at: number }
  | { kind: 'replace'; at: number; value: FieldValue }
  | { kind: 'add'; key: string; value: FieldValue };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: nastyValue }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add' as const), key: extraKey, value: nastyValue }) },
);

function mutated(entries: readonly Entry[], change: Mutation): Entry[] {
  switch (change.kind) {
    case 'none':
      return [...entries];
    case 'add':
      return [...entries, [change.key, change.value]];
    case 'drop':
      return entries.filter((_, index) => index !== change.at % entries.length);
    case 'replace':
      return entries.map((entry, index): Entry => (index === change.at % entries.length ? [entry[0], change.value] : entry));
  }
}

/** Mostly JSON as the studio sends it; now and then what a browser or a script might send instead. */
const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/json; charset=utf-16',
      'application/jsonp',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=fuzz',
      'multipart/form-data',
      'application/json, text/plain',
      '',
      undefined,
    ),
  },
);

/** The route's body: its fields (`optional` ones sometimes left out), then at most one of them spoiled, dropped, or a key added. */
function objectBody(fields: Record<string, fc.Arbitrary<FieldValue>>, optional: readonly string[] = []): fc.Arbitrary<Body> {
  const entries = fc.tuple(
    ...Object.entries(fields).map(([key, value]) =>
      fc.tuple(fc.constant(key), value, optional.includes(key) ? fc.boolean() : fc.constant(true)),
    ),
  );
  return fc.record({ entries, change: mutation, contentType }).map(({ entries: drawn, change, contentType: type }) => ({
    kind: 'object' as const,
    entries: mutated(
      drawn.filter(([, , kept]) => kept).map(([key, value]): Entry => [key, value]),
      change,
    ),
    contentType: type,
  }));
}

const invalidUtf8 = [
  [0xff, 0xfe],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe2, 0x82],
];

/** Bodies of no route's shape: random JSON, JSON cut short, bytes that are not UTF-8, and nothing. */
const anyBody: fc.Arbitrary<Body> = fc.oneof(
  fc.record({ kind: fc.constant('value' as const), value: fc.jsonValue({ maxDepth: 3 }), contentType }),
  fc.record({ kind: fc.constant('value' as const), value: nastyValue, contentType }),
  fc.record({
    kind: fc.constant('bytes' as const),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc
        .constantFrom(
          '',
          '{',
          '{"path":',
          '[1,2',
          'null',
          '"',
          'undefined',
          "{'path': 'pages/home.yaml'}",
          '{"path":"pages/home.yaml",}',
          '\uFEFF{}',
        )
        .map((text) => new TextEncoder().encode(text)),
      fc
        .constantFrom(...invalidUtf8)
        .map((bad) =>
          Uint8Array.from([
            ...new TextEncoder().encode('{"path":"pages/home.yaml","text":"title: '),
            ...bad,
            ...new TextEncoder().encode('","version":"x"}'),
          ]),
        ),
    ),
    contentType,
  }),
  fc.constant({ kind: 'none' as const }),
);

/** The route's own body most of the time, any body now and then. */
const bodyOf = (own: fc.Arbitrary<Body>): fc.Arbitrary<Body> => fc.oneof({ weight: 5, arbitrary: own }, { weight: 1, arbitrary: anyBody });

const known = (kind: KnownKind) => fc.constant(new Known(kind));
/** A name a person might type: mostly one the studio can make an address or a branch of, now and then any text. */
const typedName = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[A-Z][a-z]{2,10}( [A-Za-z0-9]{1,8}){0,2}$/) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }) },
);
const pageRef: fc.Arbitrary<FieldValue> = fc.oneof(
  { weight: 4, arbitrary: known('page') },
  { weight: 1, arbitrary: fc.constantFrom(...pathTricks) },
);
const anyText = fc.string({ maxLength: 20 });
/** The address an open invitation of the run is for. */
const invitedEmail = 'invited@example.com';

/** An id in a path that may name nothing: numbers near and far, and strings that are no number. */
const strangeId: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: -3, max: 40 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '00001',
      '1e3',
      '0x10',
      '99999999999999999999999',
      '9007199254740993',
      'NaN',
      'Infinity',
      '%00',
      '..',
      '%2e%2e',
      '%2F',
      '%',
      '%E0%A4%A',
      '1%20',
      '%EF%BC%91',
      '__proto__',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent) },
);

/** An id in a path: mostly one that exists. */
const idSegment = (kind: 'request' | 'person'): fc.Arbitrary<Segment> =>
  fc.oneof({ weight: 4, arbitrary: known(kind) }, { weight: 5, arbitrary: strangeId });

const draftValue: fc.Arbitrary<string | Known> = fc.oneof(
  { weight: 5, arbitrary: fc.constant(new Known('draft')) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      'main',
      'studio/',
      'studio/nobody/x',
      'refs/heads/main',
      '-d',
      '--all',
      'HEAD~1',
      '../main',
      'studio/../main',
      '\u0000',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
const draftQuery = fc.oneof(
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: draftValue.map((draft) => [['draft', draft] as const]) },
);

const studioPath = (...rest: string[]): Segment[] => [...apiBase.split('/').slice(1), ...rest];
const teamPath = (...rest: Segment[]): Segment[] => [...teamApiBase.split('/').slice(1), ...rest];

/** A route's requests; its name starts with its method unless `method` says which. */
function routeOf(
  route: string,
  path: fc.Arbitrary<readonly Segment[]>,
  body: fc.Arbitrary<Body>,
  options: { method?: fc.Arbitrary<string>; query?: fc.Arbitrary<Query> } = {},
): fc.Arbitrary<RouteShape> {
  return fc.record({
    route: fc.constant(route),
    method: options.method ?? fc.constant(route.split(' ')[0] ?? 'POST'),
    path,
    query: options.query ?? fc.constant([]),
    body,
  });
}

const writeMethod = fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE');
const randomSegments = fc.array(
  fc.oneof(fc.string({ unit: 'binary', maxLength: 10 }).map(encodeURIComponent), fc.constantFrom('..', '%2e%2e', '%00', '%', '.', '')),
  { minLength: 1, maxLength: 3 },
);

const note = fc.string({ maxLength: 40 });
const roleName = fc.constantFrom('author', 'publisher', 'admin');
const base64 = fc.base64String({ maxLength: 40 });
const credential = fc.record({
  id: base64,
  rawId: base64,
  type: fc.constant('public-key'),
  response: fc.record({ clientDataJSON: base64, attestationObject: base64, authenticatorData: base64, signature: base64 }),
});
const isoDates = fc.oneof(
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    '2026-02-30T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '0000-01-01T00:00:00Z',
    '2026-03-02T09:00:00-24:00',
    '2026-03-02T24:00:00Z',
  ),
  fc.constant(null),
);

/** A picture as the studio uploads it, or something posing as one. */
function uploadBody(validPng: Uint8Array): fc.Arbitrary<Body> {
  const pngStart = validPng.slice(0, 33);
  // The header of a PNG that says it is 100,000 pixels square: a few bytes that would unpack to 40 GB.
  const pixelBomb = Uint8Array.from(validPng);
  new DataView(pixelBomb.buffer).setUint32(16, 100_000);
  new DataView(pixelBomb.buffer).setUint32(20, 100_000);
  const picture = fc.oneof(
    { weight: 3, arbitrary: fc.constant(validPng) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.uint8Array({ maxLength: 64 }),
        fc.uint8Array({ maxLength: 64 }).map((rest) => Uint8Array.from([...pngStart, ...rest])),
        fc.constantFrom(
          new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
          new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
          new Uint8Array(),
          pixelBomb,
        ),
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const text = (valid: fc.Arbitrary<string>) =>
    fc.oneof(
      { weight: 3, arbitrary: valid },
      { weight: 2, arbitrary: fc.constantFrom(...pathTricks) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    );
  return fc.record({
    kind: fc.constant('form' as const),
    fields: fc.tuple(
      text(fc.constantFrom('', 'hero', 'industries', 'modules', 'team')).map((folder) => ['folder', folder] as const),
      text(fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/)).map((name) => ['name', name] as const),
      fc.constantFrom('true', 'false', 'yes', '').map((replace) => ['replace', replace] as const),
    ),
    picture,
    fileName: fc.constantFrom('picture.png', '../../picture.png', 'picture.svg', ''),
  });
}

/** The steps of a change request: each one's method and body. */
const requestSteps: readonly { step: string; method: string; body: fc.Arbitrary<Body> }[] = [
  {
    step: 'comments',
    method: 'POST',
    body: objectBody({ file: fc.oneof(known('page'), fc.constant(null)), text: fc.string({ minLength: 1, maxLength: 40 }) }, ['file']),
  },
  { step: 'request-changes', method: 'POST', body: objectBody({ note }, ['note']) },
  { step: 'ask-again', method: 'POST', body: objectBody({ note }, ['note']) },
  { step: 'approve', method: 'POST', body: objectBody({ note }, ['note']) },
  {
    step: 'preview-links',
    method: 'POST',
    body: objectBody({ days: fc.oneof(fc.constantFrom(1, 7, 30), fc.integer({ min: -2, max: 40 }), fc.double()) }, ['days']),
  },
  {
    step: 'publish',
    method: 'POST',
    body: objectBody(
      {
        choices: fc.array(
          fc.record({
            file: fc.constantFrom(retail, 'pages/home.yaml', ...pathTricks),
            path: fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer())),
            keep: fc.constantFrom('main', 'draft', 'both'),
          }),
          { maxLength: 2 },
        ),
      },
      ['choices'],
    ),
  },
  { step: 'schedule', method: 'PUT', body: objectBody({ at: isoDates }) },
  { step: 'close', method: 'POST', body: fc.constant({ kind: 'none' as const }) },
];

/** Every route that changes something, with the bodies it takes. */
function writeRoutes(validPng: Uint8Array): fc.Arbitrary<RouteShape> {
  const requestStep = fc.oneof(
    ...requestSteps.map(({ step, method, body }) =>
      routeOf(
        `${method} requests/:id/${step}`,
        idSegment('request').map((id) => teamPath('requests', id, step)),
        bodyOf(body),
      ),
    ),
  );
  return fc.oneof(
    // The studio API: saves, checks, new pages, uploads and restores, on main or in a draft.
    {
      weight: 6,
      arbitrary: routeOf(
        'PUT /file',
        fc.constant(studioPath('file')),
        bodyOf(
          objectBody(
            {
              path: pageRef,
              text: fc.oneof({ weight: 2, arbitrary: known('edited-text') }, { weight: 1, arbitrary: yamlText }),
              version: fc.oneof({ weight: 3, arbitrary: known('version') }, { weight: 1, arbitrary: anyText }),
              force: fc.boolean(),
            },
            ['force'],
          ),
        ),
        { query: draftQuery },
      ),
    },
    {
      weight: 5,
      arbitrary: routeOf(
        'POST /check',
        fc.constant(studioPath('check')),
        bodyOf(objectBody({ path: pageRef, text: fc.oneof(known('text'), yamlText), preview: fc.boolean() }, ['preview'])),
        { query: draftQuery },
      ),
    },
    {
      weight: 3,
      arbitrary: routeOf(
        'POST /new-page',
        fc.constant(studioPath('new-page')),
        bodyOf(
          objectBody({
            kind: fc.constantFrom('module', 'industry', 'product', 'page'),
            name: typedName,
            slug: fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
          }),
        ),
        { query: draftQuery },
      ),
    },
    {
      weight: 3,
      arbitrary: routeOf('POST /images', fc.constant(studioPath('images')), bodyOf(uploadBody(validPng)), { query: draftQuery }),
    },
    {
      weight: 2,
      arbitrary: routeOf(
        'POST /restore',
        fc.constant(studioPath('restore')),
        bodyOf(objectBody({ path: pageRef, commit: fc.oneof(known('commit'), anyText) })),
        { query: draftQuery },
      ),
    },
    // Site-wide changes: a page moved (every link to it with it) or deleted (its links to the page chosen), words replaced in many places, a picture replaced everywhere.
    {
      weight: 2,
      arbitrary: routeOf(
        'POST /move-page',
        fc.constant(studioPath('move-page')),
        bodyOf(
          objectBody({
            file: pageRef,
            to: fc.oneof(
              { weight: 3, arbitrary: fc.stringMatching(/^\/[a-z][a-z0-9]{0,8}(-[a-z0-9]{1,6})?$/) },
              { weight: 2, arbitrary: fc.constantFrom('/', '/retail', '/Retail', '/pricing', '/erp/', '/why-{brandSlug}', 'retail-pos') },
              { weight: 1, arbitrary: anyText },
            ),
          }),
        ),
        { query: draftQuery },
      ),
    },
    {
      weight: 1,
      arbitrary: routeOf(
        'POST /delete-page',
        fc.constant(studioPath('delete-page')),
        bodyOf(objectBody({ file: pageRef, to: fc.oneof({ weight: 3, arbitrary: pageRef }, { weight: 1, arbitrary: anyText }) })),
        { query: draftQuery },
      ),
    },
    {
      weight: 2,
      arbitrary: routeOf(
        'POST /replace',
        fc.constant(studioPath('replace')),
        bodyOf(
          objectBody({
            find: fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom('retail', 'Point of sale', 'ERP', 'the', 'é') },
              { weight: 1, arbitrary: anyText },
            ),
            replace: fc.oneof({ weight: 3, arbitrary: anyText }, { weight: 1, arbitrary: fc.constantFrom('', '#x: y', '"\n|', '{brand}') }),
            places: fc.array(
              fc.record({
                // Written out: a reference inside a list is not looked up.
                file: fc.constantFrom(retail, 'pages/home.yaml', 'pages/site.yaml', 'pages/nowhere.yaml', ...pathTricks),
                field: fc.oneof(
                  fc.constantFrom<(string | number)[]>(
                    ['title'],
                    ['description'],
                    ['sections', 0, 'heading'],
                    ['sections', 1, 'cards', 0, 'title'],
                    ['path'],
                  ),
                  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer({ min: -1, max: 5 })), { maxLength: 4 }),
                ),
              }),
              { maxLength: 3 },
            ),
          }),
        ),
        { query: draftQuery },
      ),
    },
    {
      weight: 2,
      arbitrary: routeOf(
        'POST /replace-picture',
        fc.constant(studioPath('replace-picture')),
        bodyOf(
          objectBody(
            {
              from: fc.oneof(
                { weight: 3, arbitrary: fc.constantFrom('/images/logo.svg', '/images/industries/retail.svg', '/images/nowhere.svg') },
                { weight: 1, arbitrary: fc.constantFrom('logo.svg', '/images/../logo.svg', '/images/{brandSlug}.svg', '') },
                { weight: 1, arbitrary: anyText },
              ),
              to: fc.oneof(
                { weight: 3, arbitrary: fc.constantFrom('/images/hero/erp.svg', '/images/logo.svg', '/images/nowhere.png') },
                { weight: 1, arbitrary: fc.constantFrom('/images/logo.gif', 'https://example.com/a.png', '/images/a b.svg') },
                { weight: 1, arbitrary: anyText },
              ),
              except: pageRef,
            },
            ['except'],
          ),
        ),
        { query: draftQuery },
      ),
    },
    {
      weight: 2,
      arbitrary: routeOf(
        'any /_studio/api',
        fc.oneof(
          fc
            .constantFrom(
              'pages',
              'schema',
              'file',
              'links',
              'icons',
              'images',
              'new-page',
              'history',
              'me',
              'publish',
              'revert',
              'move-page',
              'delete-page',
              'replace',
              'replace-picture',
            )
            .map((name) => studioPath(name)),
          randomSegments.map((segments) => studioPath(...segments)),
        ),
        anyBody,
        { method: writeMethod, query: draftQuery },
      ),
    },
    // Signing in, joining and signing out.
    { weight: 1, arbitrary: routeOf('POST sign-out', fc.constant(teamPath('sign-out')), anyBody) },
    { weight: 2, arbitrary: routeOf('PATCH me/name', fc.constant(teamPath('me', 'name')), bodyOf(objectBody({ name: typedName }))) },
    { weight: 1, arbitrary: routeOf('POST sign-out-everywhere', fc.constant(teamPath('sign-out-everywhere')), anyBody) },
    {
      weight: 1,
      arbitrary: routeOf(
        'POST join/options',
        fc.constant(teamPath('join', 'options')),
        bodyOf(
          objectBody({
            token: fc.oneof({ weight: 3, arbitrary: known('invitation') }, { weight: 1, arbitrary: anyText }),
            name: typedName,
            email: fc.oneof(fc.emailAddress(), fc.constantFrom(invitedEmail, 'ada.admin@example.com', 'vic.one@example.com')),
          }),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: routeOf('POST join', fc.constant(teamPath('join')), bodyOf(objectBody({ ceremony: anyText, response: credential }))),
    },
    { weight: 1, arbitrary: routeOf('POST sign-in/options', fc.constant(teamPath('sign-in', 'options')), anyBody) },
    {
      weight: 1,
      arbitrary: routeOf('POST sign-in', fc.constant(teamPath('sign-in')), bodyOf(objectBody({ ceremony: anyText, response: credential }))),
    },
    // What admins do.
    {
      weight: 2,
      arbitrary: routeOf(
        'POST admin/invitations',
        fc.constant(teamPath('admin', 'invitations')),
        bodyOf(objectBody({ role: roleName, email: fc.emailAddress() }, ['email'])),
      ),
    },
    {
      weight: 1,
      arbitrary: routeOf(
        'DELETE admin/invitations/:id',
        fc.oneof(known('invitation-id'), fc.stringMatching(/^[0-9a-f]{16}$/), strangeId).map((id) => teamPath('admin', 'invitations', id)),
        anyBody,
      ),
    },
    {
      weight: 2,
      arbitrary: routeOf(
        'PUT admin/review-rules',
        fc.constant(teamPath('admin', 'review-rules')),
        bodyOf(objectBody({ approverNotAuthor: fc.boolean(), authorsUseDrafts: fc.boolean() }, ['approverNotAuthor', 'authorsUseDrafts'])),
      ),
    },
    {
      weight: 2,
      arbitrary: routeOf(
        'PATCH admin/people/:id',
        idSegment('person').map((id) => teamPath('admin', 'people', id)),
        bodyOf(objectBody({ role: roleName })),
      ),
    },
    {
      weight: 2,
      arbitrary: routeOf(
        'DELETE admin/people/:id',
        idSegment('person').map((id) => teamPath('admin', 'people', id)),
        anyBody,
      ),
    },
    // Drafts, change requests and releases.
    {
      weight: 3,
      arbitrary: routeOf('POST drafts', fc.constant(teamPath('drafts')), bodyOf(objectBody({ name: typedName }))),
    },
    {
      weight: 2,
      arbitrary: routeOf('DELETE drafts', fc.constant(teamPath('drafts')), anyBody, {
        query: draftValue.map((draft) => [['draft', draft] as const]),
      }),
    },
    {
      weight: 3,
      arbitrary: routeOf(
        'POST requests',
        fc.constant(teamPath('requests')),
        bodyOf(objectBody({ draft: draftValue, title: fc.string({ minLength: 1, maxLength: 30 }), note }, ['note'])),
      ),
    },
    {
      weight: 1,
      arbitrary: routeOf(
        'POST releases/roll-back',
        fc.constant(teamPath('releases', 'roll-back')),
        bodyOf(objectBody({ to: anyText, keepPages: fc.boolean() }, ['to', 'keepPages'])),
      ),
    },
    { weight: 1, arbitrary: routeOf('POST releases/take-pages-back', fc.constant(teamPath('releases', 'take-pages-back')), anyBody) },
    { weight: 8, arbitrary: requestStep },
    // A request's pictures: only ids of no request, since a real one starts a build of the site and a browser (page-pictures.test.ts).
    {
      weight: 1,
      arbitrary: routeOf(
        'POST requests/:id/pictures',
        strangeId.map((id) => teamPath('requests', `${id}0000`, 'pictures')),
        anyBody,
      ),
    },
    {
      weight: 2,
      arbitrary: routeOf(
        'any /_team/api',
        fc.oneof(
          fc
            .constantFrom(
              ['sign-in-methods'],
              ['invitation'],
              ['presence'],
              ['admin'],
              ['admin', 'people'],
              ['admin', 'audit'],
              ['drafts', 'diff'],
              ['releases'],
              ['requests'],
              ['requests', '1', 'nothing'],
            )
            .map((rest) => teamPath(...rest)),
          randomSegments.map((segments) => teamPath(...segments)),
          fc.tuple(idSegment('request'), randomSegments).map(([id, segments]) => teamPath('requests', id, ...segments)),
        ),
        anyBody,
        { method: writeMethod },
      ),
    },
  );
}

const callers = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<Caller>('admin', 'publisher', 'author') },
  { weight: 1, arbitrary: fc.constantFrom<Caller>('nobody', 'stranger') },
);
const origins = fc.oneof(
  { weight: 18, arbitrary: fc.constant('own' as const) },
  { weight: 1, arbitrary: fc.constantFrom('none' as const, 'foreign' as const) },
);

const fuzzRequests = (validPng: Uint8Array): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({ shape: writeRoutes(validPng), caller: callers, origin: origins, pick: fc.nat() })
    .map(({ shape, caller, origin, pick }) => ({ ...shape, caller, origin, pick }));

/** What a refusal must leave as it was: every ref of the clone (main, the drafts, what was pushed), its work tree, and the remote's main. */
interface RepoState {
  refs: string;
  status: string;
  remoteMain: string;
}

/** The remote's main, read from its files (a bare repository: a loose ref, else its packed refs). */
function remoteMainOf(bare: string): string {
  const loose = join(bare, 'refs', 'heads', 'main');
  if (existsSync(loose)) return readFileSync(loose, 'utf8').trim();
  const packed = readFileSync(join(bare, 'packed-refs'), 'utf8')
    .split('\n')
    .find((line) => line.endsWith(' refs/heads/main'));
  return packed?.split(' ')[0] ?? '';
}

/** A page's version as the studio gives it: the Git blob id of its bytes. */
const blobId = (bytes: Uint8Array): string => createHash('sha1').update(`blob ${bytes.byteLength}\u0000`).update(bytes).digest('hex');

const pagesToPick = [retail, 'pages/home.yaml', 'pages/site.yaml', 'pages/company/pricing.yaml', 'pages/modules/bill-of-materials.yaml'];

const sessionCookie = (secret: string): string => `studio-session=${secret}`;

interface Member {
  id: number;
  secret: string;
}

let server: TeamServer;
let clone: string;
let remote: string;
let seedCommit: string;
let cast: Record<Role, Member>;
let victims: number[];
/** Tokens of open invitations: one for anyone, one for an address. */
let invitations: string[];
let validPng: Uint8Array;
let joined = 0;

/** Each role's person active, in their role, with an open session: a run may sign them out, change their role or remove them. */
function keepCast(): void {
  const { people, sessions } = server.store;
  for (const role of ['admin', 'publisher', 'author'] as const) {
    const member = cast[role];
    const person = people.byId(member.id);
    if (person === undefined || person.removed !== null) {
      joined += 1;
      const added = people.add({ name: `Fuzz ${role} ${joined}`, email: `fuzz-${role}-${joined}@example.com`, role });
      cast[role] = { id: added.id, secret: sessions.start(added.id, 'fuzz') };
      continue;
    }
    if (person.role !== role) people.setRole(member.id, role);
    if (!sessions.stillOpen(member.secret)) cast[role] = { id: member.id, secret: sessions.start(member.id, 'fuzz') };
  }
}

beforeAll(async () => {
  const folders = teamFolders();
  clone = join(folders.dataDir, 'repo');
  remote = folders.repo;
  // A clock that stands still: a publish scheduled for later never falls due during the run, sessions never idle out.
  const steps = await publishServer(folders, { now: testClock().now });
  server = steps.server;
  seedCommit = await gitText(clone, ['rev-parse', 'HEAD']);
  const member = (role: Role, name: string): Member => {
    const added = server.store.people.add({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, role });
    return { id: added.id, secret: server.store.sessions.start(added.id, 'fuzz') };
  };
  cast = { admin: member('admin', 'Ada Admin'), publisher: member('publisher', 'Pat Publisher'), author: member('author', 'Alice Author') };
  victims = ['Vic One', 'Vic Two', 'Vic Three', 'Vic Four'].map((name) => member('author', name).id);
  invitations = [
    server.store.invitations.create({ role: 'author', createdBy: cast.admin.id }).token,
    server.store.invitations.create({ role: 'publisher', email: invitedEmail, createdBy: cast.admin.id }).token,
  ];
  validPng = solidPng(8, 8, 128);
  // Drafts and change requests to start from: one in review, one with changes asked for, and a publisher's empty draft.
  const author = sessionCookie(cast.author.secret);
  const inReview = await steps.startDraft(author, 'Fuzz draft');
  await steps.saveInDraft(author, inReview, (text) => withField(text, heroHeading, 'Retail, fuzzed'));
  await steps.askForReview(author, inReview, 'Fuzz request');
  const changesAsked = await steps.startDraft(author, 'Second fuzz draft');
  await steps.saveInDraft(author, changesAsked, (text) => withField(text, heroHeading, 'Retail, fuzzed again'));
  const second = await steps.askForReview(author, changesAsked, 'Second fuzz request');
  await steps.step(sessionCookie(cast.publisher.secret), second, 'request-changes', { note: 'Not yet.' });
  await steps.startDraft(sessionCookie(cast.publisher.secret), 'Publisher fuzz draft');
}, 120_000);

afterAll(async () => {
  await server.close();
});

/**
 * The repository as it is: two git commands, through the server's own git runner (started from
 * this process, each would cost a fork of it, which took half the run's time).
 */
async function snapshot(): Promise<RepoState> {
  const [refs, status] = await Promise.all([
    gitText(clone, ['for-each-ref', '--format=%(objectname) %(refname)']),
    // -z: each path as it is, never quoted.
    gitText(clone, ['status', '--porcelain', '-z', '--untracked-files=all']),
  ]);
  return { refs, status, remoteMain: remoteMainOf(remote) };
}

/** Waits while a publish scheduled by a request runs on its own (its time given as now or earlier). */
async function scheduledPublishesDone(): Promise<void> {
  const { requests } = server.store;
  const deadline = Date.now() + 60_000;
  while (requests.due().length > 0 || requests.inState('publishing').length > 0) {
    if (Date.now() > deadline) throw new Error('A scheduled publish did not end within a minute.');
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** Fills the references in with what the server has when the request is sent. */
function resolverFor(request: FuzzRequest, state: RepoState, sent: number) {
  const pick = <T>(list: readonly T[], fallback: T): T => list[request.pick % Math.max(1, list.length)] ?? fallback;
  const page = pick(pagesToPick, retail);
  const file = join(clone, page);
  const bytes = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
  const drafts = state.refs
    .split('\n')
    .map((line) => line.split(' ')[1] ?? '')
    .filter((ref) => ref.startsWith('refs/heads/studio/'))
    .map((ref) => ref.slice('refs/heads/'.length));
  const withLine = (line: string): string => {
    const lines = bytes.toString('utf8').split('\n');
    lines.splice(request.pick % lines.length, 0, line);
    return lines.join('\n');
  };
  const resolved = (known: Known): string | number => {
    switch (known.kind) {
      case 'page':
        return page;
      case 'version':
        return blobId(bytes);
      case 'text':
        return withLine(known.insert ?? '');
      case 'edited-text':
        return `${bytes.toString('utf8')}# fuzz edit ${String(sent)}\n`;
      case 'draft':
        return pick(drafts, 'studio/nobody/nothing');
      case 'request':
        return pick(
          server.store.requests.list().map((item) => item.id),
          1,
        );
      case 'person':
        return pick(victims, 1);
      case 'commit':
        return seedCommit;
      case 'invitation':
        return pick(invitations, '');
      case 'invitation-id':
        // How the admin page names an invitation: the start of its token's hash.
        return pick(
          server.store.invitations.pending().map((invitation) => invitation.token_hash.slice(0, 16)),
          '0123456789abcdef',
        );
    }
  };
  return resolved;
}

function jsonText(value: FieldValue, resolved: (known: Known) => string | number): string {
  if (value instanceof Known) return JSON.stringify(resolved(value));
  if (value instanceof RawJson) return value.text;
  if (value instanceof Repeated) return JSON.stringify(value.unit.repeat(value.times));
  return JSON.stringify(value);
}

interface Prepared {
  url: string;
  init: RequestInit;
  /** The request in a line, for a failure's message. */
  summary: string;
}

function prepared(request: FuzzRequest, resolved: (known: Known) => string | number): Prepared {
  const path = `/${request.path.map((segment) => (segment instanceof Known ? encodeURIComponent(String(resolved(segment))) : segment)).join('/')}`;
  const query = request.query
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value instanceof Known ? resolved(value) : value))}`)
    .join('&');
  const url = `${server.url}${path}${query === '' ? '' : `?${query}`}`;
  const headers = new Headers();
  if (request.origin === 'own') headers.set('origin', server.url);
  if (request.origin === 'foreign') headers.set('origin', 'http://evil.example');
  if (request.caller === 'stranger') headers.set('cookie', sessionCookie('not-a-session'));
  else if (request.caller !== 'nobody') headers.set('cookie', sessionCookie(cast[request.caller].secret));
  const { body } = request;
  let payload: BodyInit | undefined;
  let shown = '';
  if (body.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of body.fields) form.append(name, value);
    if (body.picture !== undefined) form.append('picture', new Blob([Uint8Array.from(body.picture)]), body.fileName);
    payload = form;
    shown = `form ${JSON.stringify(body.fields)}, picture of ${String(body.picture?.byteLength ?? 'no')} bytes`;
  } else if (body.kind === 'bytes') {
    payload = Uint8Array.from(body.bytes);
    shown = `${body.contentType ?? 'no content type'}: ${String(body.bytes.byteLength)} bytes`;
  } else if (body.kind !== 'none') {
    const text =
      body.kind === 'object'
        ? `{${body.entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value, resolved)}`).join(',')}}`
        : jsonText(body.value, resolved);
    // Bytes, never a string: fetch would add a content type of its own.
    payload = new TextEncoder().encode(text);
    shown = `${body.contentType ?? 'no content type'}: ${text.slice(0, 300)}`;
  }
  if (body.kind !== 'form' && body.kind !== 'none' && body.contentType !== undefined) headers.set('content-type', body.contentType);
  return {
    url,
    init: { method: request.method, headers, redirect: 'manual', ...(payload === undefined ? {} : { body: payload }) },
    summary: `${request.method} ${url.slice(server.url.length)} as ${request.caller} (origin ${request.origin}), ${shown || 'no body'}`,
  };
}

/** What the answer must be: a success, or a refusal of the catalogue with its own status, as JSON. */
function answerProblem(status: number, type: string, text: string): string | undefined {
  if (status >= 500) return `answered ${String(status)}`;
  if (status >= 200 && status < 300) return undefined;
  if (status < 400) return `answered ${String(status)}, neither a success nor a refusal`;
  if (!type.startsWith('application/json')) return `refused ${String(status)} as ${type}, not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `refused ${String(status)} with a body that is not JSON`;
  }
  if (typeof body !== 'object' || body === null || !('error' in body) || typeof body.error !== 'string')
    return `refused ${String(status)} without an error code`;
  if (!isRefusalCode(body.error)) return `refused with "${body.error}", a code the catalogue does not have`;
  if (refusals[body.error].status !== status)
    return `refused ${String(status)} with "${body.error}", whose status is ${String(refusals[body.error].status)}`;
  if (!('message' in body) || typeof body.message !== 'string' || body.message.trim() === '')
    return `refused with "${body.error}" and no message`;
  return undefined;
}

const changesOf = (before: RepoState, after: RepoState): string[] => [
  ...(before.refs === after.refs ? [] : [`refs were:\n${before.refs}\nnow:\n${after.refs}`]),
  ...(before.status === after.status
    ? []
    : [`git status was:\n${before.status.replaceAll('\u0000', '\n')}\nnow:\n${after.status.replaceAll('\u0000', '\n')}`]),
  ...(before.remoteMain === after.remoteMain ? [] : [`the remote's main was ${before.remoteMain}, now ${after.remoteMain}`]),
];

/** What the work tree may hold besides the commits, after any answer: pictures uploaded and not committed yet. */
const strayFiles = (state: RepoState): string[] =>
  state.status.split('\u0000').filter((entry) => entry !== '' && !entry.startsWith('?? public/images/'));

const listed = (counts: ReadonlyMap<string, number>): string =>
  [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, times]) => `${key} ${String(times)}`)
    .join(', ');

test(`the write routes answer ${String(requestsPerRun)} generated requests with a success or a refusal, and a refusal changes nothing`, async () => {
  const started = performance.now();
  let state = await snapshot();
  let sent = 0;
  const successes = new Map<string, number>();
  const refusalsSeen = new Map<string, number>();
  const count = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  await fc.assert(
    fc.asyncProperty(fuzzRequests(validPng), async (request) => {
      sent += 1;
      const before = state;
      const { url, init, summary } = prepared(request, resolverFor(request, before, sent));
      const response = await fetch(url, init);
      const text = await response.text();
      const problem = answerProblem(response.status, response.headers.get('content-type') ?? '', text);
      if (problem !== undefined) throw new Error(`${summary}\n${problem}: ${text.slice(0, 500)}`);
      const refused = response.status >= 400;
      if (refused) count(refusalsSeen, /"error":"([^"]+)"/.exec(text)?.[1] ?? String(response.status));
      else count(successes, request.route);
      if (!refused) await scheduledPublishesDone();
      state = await snapshot();
      keepCast();
      const stray = strayFiles(state);
      if (stray.length > 0)
        throw new Error(`${summary}\nanswered ${String(response.status)} and left in the work tree:\n${stray.join('\n')}`);
      const changes = refused ? changesOf(before, state) : [];
      if (changes.length > 0)
        throw new Error(
          `${summary}\nrefused ${String(response.status)} (${text.slice(0, 300)}) but changed the repository:\n${changes.join('\n')}`,
        );
    }),
    { numRuns: requestsPerRun, seed },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const succeeded = [...successes.values()].reduce((sum, times) => sum + times, 0);
  console.log(`fuzz: ${String(sent)} requests in ${seconds} s, seed ${String(seed)}; ${String(succeeded)} successes: ${listed(successes)}`);
  console.log(`fuzz: refusals: ${listed(refusalsSeen)}`);
  expect(sent).toBeGreaterThanOrEqual(requestsPerRun);
  // Bodies of the right shape got past the checks into saves, checks and drafts, not only into refusals.
  for (const route of ['PUT /file', 'POST /check', 'POST drafts'])
    expect({ route, successes: successes.get(route) ?? 0 }).not.toEqual({ route, successes: 0 });

  // The server is still there for everyone, and the clone and the remote are sound.
  for (const role of ['admin', 'publisher', 'author'] as const) {
    const me = await fetch(`${server.url}${apiBase}/me`, { headers: { cookie: sessionCookie(cast[role].secret) } });
    expect({ role, status: me.status }).toEqual({ role, status: 200 });
  }
  expect(await gitText(clone, ['fsck', '--no-dangling', '--no-progress'])).toBe('');
  expect(await gitText(remote, ['fsck', '--no-dangling', '--no-progress'])).toBe('');
}, 300_000);
