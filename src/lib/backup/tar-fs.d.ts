/** Types of `tar-fs` 2.1 (its package ships none; the shapes of its README), as the backup uses it. */
declare module 'tar-fs' {
  import type { Readable, Writable } from 'node:stream';
  /** The header of one archive entry. */
  interface Headers {
    name: string;
    type: 'file' | 'directory' | 'symlink' | 'link' | string;
  }
  interface Options {
    /** Skips an entry (packing: by its path on disk; extracting: by its name and header). */
    ignore?: (name: string, header?: Headers) => boolean;
    /** Packs what a symbolic link points to instead of the link. */
    dereference?: boolean;
    /** Mode bits added to every directory and file. */
    dmode?: number;
    fmode?: number;
  }
  /** A tar stream of the folder `cwd`. */
  export function pack(cwd: string, options?: Options): Readable;
  /** Writes the tar stream piped in below `cwd`. */
  export function extract(cwd: string, options?: Options): Writable;
}
