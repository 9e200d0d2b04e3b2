import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-fs';

/**
 * The backup's container: a gzip-compressed tar (`.tar.gz`), written and read with `tar-fs`. Packing
 * follows symbolic links (the backup links the uploads folder instead of copying it); extracting
 * takes only files and folders, so an archive cannot plant a link that points outside the target.
 */

/**
 * Packs the folder `source` into the gzip-compressed tar `archive`, written beside it under a
 * temporary name and renamed when complete, so a failed run never leaves a truncated archive.
 * @throws the file system's error (source unreadable, archive folder not writable)
 */
export async function packFolder(source: string, archive: string): Promise<void> {
  const partial = `${archive}.partial`;
  try {
    await pipeline(tar.pack(source, { dereference: true }), zlib.createGzip(), fs.createWriteStream(partial));
    fs.renameSync(partial, archive);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Extracts the gzip-compressed tar `archive` into the folder `target` (created when missing); entries
 * other than files and folders are skipped.
 * @throws the file system's or zlib's error (missing file, not a gzip stream, truncated archive)
 */
export async function extractArchive(archive: string, target: string): Promise<void> {
  fs.mkdirSync(target, { recursive: true });
  await pipeline(
    fs.createReadStream(archive),
    zlib.createGunzip(),
    tar.extract(target, { ignore: (_name, header) => header?.type !== 'file' && header?.type !== 'directory' }),
  );
}
