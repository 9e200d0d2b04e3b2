import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertPublicFile, assertUnique, ContentError, readJson, readJsonDir } from './load';
import { productSchema } from './schemas/catalogue';
import { specTableSchema } from './schemas/common';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, data: unknown): string {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
  return file;
}

describe('content loader errors name the file and the field', () => {
  it('reports a bad field with its dotted path', () => {
    const file = write('bad/product.json', { no: 1, hz: '55hz' });
    expect(() => readJson(file, productSchema)).toThrowError(ContentError);
    expect(() => readJson(file, productSchema)).toThrowError(/bad\/product\.json: hz: /);
  });

  it('reports a table row that does not match its columns', () => {
    const file = write('table.json', {
      caption: 'Range',
      columns: ['Model', 'Power (kW)'],
      rows: [['KS4-05', '0.37'], ['KS4-07']],
    });
    expect(() => readJson(file, specTableSchema)).toThrowError(
      /table\.json: rows\.1: row has 1 cells but the table has 2 columns/,
    );
  });

  it('reports invalid JSON', () => {
    const file = write('broken.json', '{ "no": ');
    expect(() => readJson(file, z.object({}))).toThrowError(/broken\.json: not valid JSON/);
  });

  it('reports a repeated id with both files', () => {
    write('dup/a.json', { id: 'x' });
    write('dup/b.json', { id: 'x' });
    const records = readJsonDir(path.join(dir, 'dup'), z.object({ id: z.string() }));
    expect(() => assertUnique(records, (r) => r.id, 'product id')).toThrowError(
      /b\.json: product id "x" is already used by .*a\.json/,
    );
  });

  it('reports a referenced file that does not exist', () => {
    expect(() => assertPublicFile('/tmp/p.json', 'image', '/images/products/does-not-exist.webp')).toThrowError(
      /image: file public\/images\/products\/does-not-exist\.webp does not exist/,
    );
  });
});
