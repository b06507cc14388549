/**
 * The two YAML traps authors fall into most, told the same way whether the parser stops on them
 * (load.ts) or the schema then finds a group of fields where text belongs (messages.ts).
 */
export const colonTrapMessage =
  'a colon followed by a space inside the text makes YAML read it as a new field — put the whole text in double quotes, for example "Three products: one platform".';

export const tokenTrapMessage =
  'text that starts with a {token} must be in double quotes, or YAML reads the braces as a group of fields — write it as "{brand} and more".';
