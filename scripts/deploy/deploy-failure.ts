/** A deploy or roll back that could not be done; its message is for the person who ran it: what happened and what to do. */
export class DeployFailure extends Error {
  override readonly name = 'DeployFailure';
}
