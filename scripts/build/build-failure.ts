/** A build that stopped for a reason its message explains (a bad page, a page that did not render): printed without a stack. */
export class BuildFailure extends Error {}
