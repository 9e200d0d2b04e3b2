import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decisionsDir, decisionsIndex, parseDecision } from './decisions-index';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A folder of records in a temporary directory, with `files` (name → text). */
function recordsFolder(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-decisions-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('the decision records index (docs/decisions/README.md)', () => {
  it('is up to date with the records (else run `npm run docs:decisions` and commit it)', () => {
    const committed = fs.readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');
    expect(committed).toBe(decisionsIndex());
  });

  it('lists every record by number with its title, date and status, whatever order the files come in', () => {
    const folder = recordsFolder({
      'README.md': '# old index\n',
      '0002-b.md':
        '# 2. Second | with a bar\nDate: 2026-11-23. Status: superseded by 0001 (the\nsecond day).\n\nBody.\n',
      '0001-a.md': '# 1. First\nDate: 2026-11-22. Status: accepted; amended by 0002 (its rows).\n\nBody.\n',
      'notes.md': 'not a record\n',
    });
    const rows = decisionsIndex(folder)
      .split('\n')
      .filter((line) => line.startsWith('| ['));
    expect(rows).toEqual([
      '| [0001](0001-a.md) | First | 2026-11-22 | accepted; amended by 0002 |',
      '| [0002](0002-b.md) | Second \\| with a bar | 2026-11-23 | superseded by 0001 |',
    ]);
  });

  it('refuses a record without its title or status line, naming the file', () => {
    expect(() => parseDecision('0040-x.md', 'Decision without a heading\n')).toThrow(/0040-x\.md: the first line/);
    expect(() => parseDecision('0041-y.md', '# 41. Title\n\nNo date here.\n')).toThrow(/0041-y\.md: needs a line/);
  });
});
