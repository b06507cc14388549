declare module 'cssjanus' {
  /** A left-to-right stylesheet, or a part of one, turned right to left: left and right change places. */
  export function transform(css: string, options?: { transformDirInUrl?: boolean; transformEdgeInUrl?: boolean }): string;
}
