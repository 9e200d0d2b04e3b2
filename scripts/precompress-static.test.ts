import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressStatic } from './precompress-static';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A build's `static/` folder in a temporary directory, with `files` (relative path → content). */
function staticFolder(files: Record<string, string | Buffer>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-precompress-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const script = 'export function flow(q){return q*3600}\n'.repeat(400);

describe('precompressStatic (postbuild)', () => {
  it('writes a Brotli and a gzip copy of each script and style sheet that decode to the file, smaller than it', async () => {
    const folder = staticFolder({ 'chunks/app.js': script, 'css/site.css': 'a{color:red}\n'.repeat(200) });
    const report = await precompressStatic(folder);
    expect(report.files).toBe(2);
    for (const name of ['chunks/app.js', 'css/site.css']) {
      const file = fs.readFileSync(path.join(folder, name));
      const br = fs.readFileSync(path.join(folder, `${name}.br`));
      const gz = fs.readFileSync(path.join(folder, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(file), name).toBe(true);
      expect(zlib.gunzipSync(gz).equals(file), name).toBe(true);
      expect(br.length, name).toBeLessThan(gz.length);
    }
    expect(report.brotliBytes).toBeLessThan(report.gzipBytes);
    expect(report.gzipBytes).toBeLessThan(report.identityBytes);
  });

  it('leaves fonts and pictures alone, and writes no copy that would not be smaller', async () => {
    const folder = staticFolder({ 'media/inter.woff2': Buffer.from([1, 2, 3, 4]), 'chunks/tiny.js': '1' });
    const report = await precompressStatic(folder);
    expect(report.files).toBe(1);
    expect(fs.readdirSync(path.join(folder, 'media'))).toEqual(['inter.woff2']);
    expect(fs.readdirSync(path.join(folder, 'chunks'))).toEqual(['tiny.js']);
  });

  it('replaces the copies of an earlier run, so they always match the file', async () => {
    const folder = staticFolder({ 'chunks/app.js': script });
    await precompressStatic(folder);
    fs.writeFileSync(path.join(folder, 'chunks/app.js'), script.replace(/3600/g, '1000'));
    await precompressStatic(folder);
    const br = fs.readFileSync(path.join(folder, 'chunks/app.js.br'));
    expect(zlib.brotliDecompressSync(br).toString()).toContain('q*1000');
  });
});
