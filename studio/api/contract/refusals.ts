/**
 * Every refusal the studio's API can answer, dev and team: its code (the `error` of the answer),
 * its HTTP status, when it happens and what to do, in one place. The server takes each refusal's
 * status from here (studio/server/refusal.ts), the screens tell refusals apart by these codes, and
 * studio/README.md's table of refusals is written from this list (`npm run refusals`; a test fails
 * when the table is stale). Each refusal's message, said at the place it happens, names the page,
 * the person or the draft, and what to do.
 */
export const refusals = {
  'bad-request': {
    status: 400,
    when: 'The body is not JSON of the right shape; a picture’s `data` is not base64; a new page’s kind, a draft’s name or a presence file is not one there is; a search is over 200 characters; where-used names neither a page nor a picture (or both), or a picture not under `/images/`. A move of site.yaml or of a page with no `path`, or to the address the page has already. A replace with an empty `find`, a `find` or `replace` over 200 characters, more than 1,000 places, a place that holds no text (a list, a group, a number), or a place in a field that holds an address or a name, not words (`path`, `aliases`, `href`, `nestUnder`, `src`, `url`, `mapUrl`, `profileUrl`, `baseUrl`, `type`, `icon`), or a place the edit cannot be written in (a YAML alias). A picture replaced everywhere whose `from` or `to` is not a picture’s address (`/images/…` with a picture’s extension), or whose `to` is its `from`.',
    todo: 'Reload the studio and try again.',
  },
  'bad-path': {
    status: 400,
    when: 'The path does not start with `pages/`, or has `..`, an empty part or a backslash, or does not end in `.yaml`/`.yml`. For an upload: the folder is not one `GET /images` lists (it has `..`, a backslash or is absolute, does not exist, or is a link leading out of `public/images`).',
    todo: 'Open the page from the studio’s list.',
  },
  'bad-name': {
    status: 400,
    when: 'A picture’s name holds `..`, `/` or `\\`, or has no letter or digit. A new page’s name is empty, on more than one line or over 40 characters, or its address (`slug`) is not lower-case letters, digits and hyphens, or is over 100 characters. A moved page’s new address (`to`) is not a slash followed by lower-case words of letters and digits joined by hyphens (a slash between parts, none at the end, no `{tokens}`).',
    todo: 'Choose another name.',
  },
  'bad-author': {
    status: 400,
    when: 'The person’s name or e-mail cannot be written as a commit’s author (`<`, `>`, control characters, nothing left once trimmed). Joining, or changing one’s own name, with such a name, an empty one or one over 80 characters.',
    todo: 'Choose a name of letters, digits, spaces and ordinary punctuation, then save again.',
  },
  'join-failed': {
    status: 400,
    when: 'The browser’s new passkey could not be checked while joining, or the passkey prompt was open too long.',
    todo: 'Start joining again from the invitation link.',
  },
  'not-signed-in': {
    status: 401,
    when: 'The request has no session, or its session ended (12 hours without a request, signed out, or the person was removed). The session cookie is cleared.',
    todo: 'Sign in again.',
  },
  'sign-in-failed': {
    status: 401,
    when: 'A passkey did not sign the person in (unknown passkey, a removed person, a signature that does not match, a prompt too old).',
    todo: 'Try again, or ask an admin for a new invitation.',
  },
  'not-allowed': {
    status: 403,
    when: 'The person’s role may not do this (or the draft is someone else’s). In `npm run dev`: the request comes from another machine, or its Host or Origin is not `127.0.0.1:<port>`, `localhost:<port>` or `[::1]:<port>`; this applies to everything under `/_studio`.',
    todo: 'Ask someone with the role (an admin, a publisher, the draft’s author).',
  },
  'outside-pages': {
    status: 403,
    when: 'A link inside the pages folder leads out of it.',
    todo: 'Replace the link with the file itself.',
  },
  'wrong-origin': {
    status: 403,
    when: 'A change (POST, PUT, PATCH, DELETE) did not come from the studio’s own pages: its `Origin` is not the server’s.',
    todo: 'Open the studio at its own address and try again there.',
  },
  'wrong-address': {
    status: 403,
    when: 'The request’s Host is not one of the team server’s own addresses (DNS rebinding).',
    todo: 'Open the studio at the address it printed.',
  },
  'changes-off-the-site': {
    status: 409,
    when: 'A publish after a roll back that kept the pages, which still hold what the roll back took off the site.',
    todo: 'Publish anyway (those changes go live again), or take the pages back on the Releases page first.',
  },
  'own-change': {
    status: 403,
    when: 'A publisher approves a change they asked for or saved into while the review rules want someone else to.',
    todo: 'Ask another publisher to approve it.',
  },
  'draft-needed': {
    status: 403,
    when: 'An author changes the live pages while the review rules want authors’ changes in drafts.',
    todo: 'Press “Change this page” to start a draft, save there, then ask for review.',
  },
  'not-found': {
    status: 404,
    when: 'There is no such file, route, person, draft, change request or picture (or the person may not see it). A picture replaced everywhere by one the site’s pictures do not have.',
    todo: 'Reload the list it came from.',
  },
  'invitation-unknown': {
    status: 404,
    when: 'The invitation link is not one the studio made.',
    todo: 'Ask an admin for a new invitation.',
  },
  'not-configured': {
    status: 404,
    when: 'Signing in with the company account is not set up on this server.',
    todo: 'Sign in with a passkey.',
  },
  'method-not-allowed': {
    status: 405,
    when: 'The route exists, but not for this method.',
    todo: 'See the table of routes above.',
  },
  'version-conflict': {
    status: 409,
    when: 'The file changed after `version`. `current` holds its text and version. Send `force: true` to save anyway (not in the team studio: there a save made on an older version is merged field by field, and this answer also holds `conflict`). A move or a replace whose first page changed between reading and saving it (nothing was saved; this answer holds neither `current` nor `conflict`).',
    todo: 'Choose, field by field, which version to keep, then save.',
  },
  'name-taken': {
    status: 409,
    when: 'A picture of that name is in the folder: `suggestion` holds a free name (`wholesale-2.png`); send `replace: true` to write over it. A new page’s file exists, or another page has its address (as `path` or in `aliases`). A page is moved to an address another page has (as `path` or in `aliases`, in any letter case).',
    todo: 'Take the suggested name, or replace the picture on purpose.',
  },
  'home-page-fixed': {
    status: 409,
    when: 'A move or a delete of the home page (`path: /`): it is the site’s front door, and stays at `/`.',
    todo: 'Move or delete another page, or change the home page’s content where it is.',
  },
  'partly-done': {
    status: 409,
    when: 'A move or a replace (of words or of a picture) stopped after saving some of its pages: the next page could not be saved (someone saved it meanwhile, or the save failed). The message names the pages already changed and why it stopped.',
    todo: 'Run the move again: it finishes what is left. For a replace, search again: the places left still hold the words. For a picture, replace it everywhere again.',
  },
  'email-taken': {
    status: 409,
    when: 'Someone in the studio already uses the e-mail address.',
    todo: 'Sign in with a passkey instead, or join with another address.',
  },
  'address-needs-invitation': {
    status: 403,
    when: 'Someone joins through an invitation for anyone with an address that has an invitation of its own, or that someone removed had.',
    todo: 'Use the link sent to that address, or ask an admin for one.',
  },
  'last-admin': {
    status: 409,
    when: 'The change would leave the studio without an admin.',
    todo: 'Make someone else an admin first.',
  },
  'wrong-state': {
    status: 409,
    when: 'A change request is not in a state that allows the step (publishing one not approved, asking review of a draft that has an open request, with `request`, or that changes nothing), or a roll back has no release to go to.',
    todo: 'Reload the request to see its state.',
  },
  'draft-changed': {
    status: 409,
    when: 'The draft changed after it was approved.',
    todo: 'Ask for review again.',
  },
  'merge-conflict': {
    status: 409,
    when: 'The draft and the live pages changed the same fields; `conflicts` lists them.',
    todo: 'Choose each field’s version, then publish.',
  },
  'invitation-used': {
    status: 410,
    when: 'The invitation link was used already.',
    todo: 'Ask an admin for a new invitation.',
  },
  'invitation-revoked': {
    status: 410,
    when: 'An admin withdrew the invitation.',
    todo: 'Ask an admin for a new invitation.',
  },
  'invitation-expired': {
    status: 410,
    when: 'The invitation link is older than its 7 days.',
    todo: 'Ask an admin for a new invitation.',
  },
  'too-large': {
    status: 413,
    when: 'The body is over 1 MB, or the text is over the loader’s page limit (512 KB), or a picture is over 600 KB (the message gives its size). A move or a replace that would make a page larger than the limit (nothing is saved).',
    todo: 'Split the page, or make the picture smaller.',
  },
  'not-json': {
    status: 415,
    when: 'The body is not sent as `application/json`.',
    todo: 'Reload the studio.',
  },
  'not-upload': {
    status: 415,
    when: 'An upload is not sent as a form (`multipart/form-data`) with its picture in the part `picture`.',
    todo: 'Reload the studio and upload the picture again.',
  },
  'not-picture': {
    status: 415,
    when: 'An upload is not a PNG, JPEG or WebP picture by its bytes, is an SVG, or cannot be read.',
    todo: 'Save the picture as PNG, JPEG or WebP and upload it again.',
  },
  'not-yaml': {
    status: 422,
    when: 'The text is not valid YAML (the message gives the line), or the file is not UTF-8. Where-used, or a move, for a page whose file is not valid YAML: its address cannot be read. A move or a replace whose changed page the loader would not read.',
    todo: 'Fix the line the message names.',
  },
  'unknown-version': {
    status: 422,
    when: 'The version a save started from is not in the page’s history.',
    todo: 'Reload the page, make the change again and save.',
  },
  'pages-invalid': {
    status: 422,
    when: 'A page of the draft has an error, so it cannot be published; `problems` lists them.',
    todo: 'Fix each problem in the draft, then publish.',
  },
  'too-many-tries': {
    status: 429,
    when: 'Ten sign-ins failed from this address (or on this account) within a minute; `retryAfter` and `Retry-After` give the seconds to wait.',
    todo: 'Wait, then try again.',
  },
  'deploy-failed': {
    status: 500,
    when: 'The change was merged, but the new release could not be put live.',
    todo: 'Publish again; the message says what failed.',
  },
  failed: {
    status: 500,
    when: 'Something went wrong on the server (it printed the details).',
    todo: 'Try again; if it keeps failing, tell whoever runs the studio.',
  },
} as const satisfies Record<string, { status: number; when: string; todo: string }>;

/** A refusal's code: the `error` of its answer. */
export type RefusalCode = keyof typeof refusals;

export const isRefusalCode = (code: string): code is RefusalCode => Object.hasOwn(refusals, code);
