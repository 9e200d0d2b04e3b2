import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptsWithAdminCode } from './admin-code';

describe('scriptsWithAdminCode', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-code-'));
  fs.mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'static', 'chunks', 'site.js'), 'self.__next_f.push([1,"dealer finder"])');
  fs.writeFileSync(
    path.join(distDir, 'static', 'chunks', 'admin.js'),
    'e.jsx("div",{className:"payload-toast-container"})',
  );
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it("names the route's scripts that carry the back office's code, and only those", () => {
    expect(
      scriptsWithAdminCode(distDir, ['/_next/static/chunks/site.js', '/_next/static/chunks/admin.js', '/favicon.ico']),
    ).toEqual(['/_next/static/chunks/admin.js']);
    expect(scriptsWithAdminCode(distDir, ['/_next/static/chunks/site.js'])).toEqual([]);
  });
});
