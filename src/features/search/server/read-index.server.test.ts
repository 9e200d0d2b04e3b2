import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { searchIndexFiles } from '../domain/files';
import { readSearchIndex } from './read-index.server';
import { createSearchIndex, serialiseSearchIndex } from '../domain/search-index';
import { searchSite } from '../domain/query';
import type { SearchDocument } from '../domain/types';

vi.mock('server-only', () => ({}));

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const doc: SearchDocument = {
  id: 'page:/dealers',
  type: 'page',
  group: 'Pages',
  title: 'Dealers',
  url: '/dealers',
  text: 'Become a distributor.',
  summary: 'Become a distributor.',
  keywords: 'dealers',
  codes: [],
};

describe('readSearchIndex', () => {
  it('loads the written file once and answers queries from it', () => {
    const file = path.join(root, searchIndexFiles.server);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, serialiseSearchIndex(createSearchIndex([doc], 'server')));
    const index = readSearchIndex('server', root);
    expect(readSearchIndex('server', root)).toBe(index);
    expect(searchSite(index, 'distributor').results[0]?.url).toBe('/dealers');
  });

  it('names the file and the command when the index was not built', () => {
    expect(() => readSearchIndex('client', root)).toThrow(/public\/search\/client-index\.json.*npm run build:search/);
  });
});
