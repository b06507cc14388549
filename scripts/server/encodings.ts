/** Which precompressed copy of a file to send, by what the request's Accept-Encoding allows. */

/** The copies the build writes beside a text file, best first. */
const codings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Whether the header lists a coding with a weight above 0 (`gzip;q=0` refuses it), as nginx reads it. */
export function acceptsCoding(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(',').some((entry) => {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith('q='))?.slice(2);
    return name === coding && (weight === undefined || Number(weight) > 0);
  });
}

export interface Variant {
  /** The file to send: the original or one of its copies. */
  file: string;
  /** Its Content-Encoding, when it is a copy. */
  encoding?: 'br' | 'gzip';
  /** Whether the file has copies at all, which is when the answer must say `Vary: Accept-Encoding`. */
  hasCopies: boolean;
}

/** The best copy of `file` among `files` that the client accepts, or the file itself. */
export function chooseVariant(file: string, files: ReadonlySet<string>, acceptEncoding: string): Variant {
  const copies = codings.filter((coding) => files.has(`${file}${coding.suffix}`));
  const chosen = copies.find((coding) => acceptsCoding(acceptEncoding, coding.name));
  return chosen ? { file: `${file}${chosen.suffix}`, encoding: chosen.name, hasCopies: true } : { file, hasCopies: copies.length > 0 };
}
