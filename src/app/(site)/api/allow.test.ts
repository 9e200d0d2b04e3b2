import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Next.js answers OPTIONS on a route without its own OPTIONS with every method the route file exports,
 * so a route that exports handlers only to refuse them with 405 announced them as allowed (issue 27,
 * finding 6; issue 51: `/api/pumps/models/{id}` still did). Every API route that refuses a method must
 * export OPTIONS naming what it serves.
 */
const apiDir = path.join(process.cwd(), 'src', 'app', '(site)', 'api');

describe('API routes’ Allow', () => {
  it('every route that refuses methods answers OPTIONS itself', () => {
    const routes = fs
      .readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => path.basename(name) === 'route.ts');
    expect(routes.length).toBeGreaterThan(5);
    const missing = routes.filter((name) => {
      const source = fs.readFileSync(path.join(apiDir, name), 'utf8');
      const refuses = source.includes('methodNotAllowed(') || source.includes('queryApiRoute(');
      return refuses && !/export const (?:\{[^}]*\bOPTIONS\b[^}]*\}|OPTIONS\b)/.test(source);
    });
    expect(missing).toEqual([]);
  });
});
