import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/**
 * The load bench's ceiling: the smallest possible Node.js server for the same prerendered files that
 * `next start` serves (the HTML under `<dist>/server/app`, `/_next/static` and `public/`), held in
 * memory and sent with a content type and nothing else. Whatever `next start` does beyond this
 * (routing, headers, middleware, its cache) shows as the gap between the two in bench/load.ts.
 *
 * Run as its own process so that it does not share an event loop with autocannon:
 *   node --import tsx bench/lib/static-server.ts <distDir> <publicDir> <port>
 */

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** Every prerendered page of a build, by URL path, read into memory. */
function readPages(distDir: string): Map<string, Buffer> {
  const appDir = path.join(distDir, 'server', 'app');
  const pages = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const route = `/${path.relative(appDir, file).slice(0, -'.html'.length).split(path.sep).join('/')}`;
        pages.set(route === '/index' ? '/' : route, fs.readFileSync(file));
      }
    }
  };
  walk(appDir);
  return pages;
}

/**
 * Starts the static server and resolves once it listens.
 * @returns the server, to close when done
 */
export function serveStatic(distDir: string, publicDir: string, port: number): Promise<http.Server> {
  const pages = readPages(distDir);
  const files = new Map<string, Buffer | null>();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let body = pages.get(pathname);
    let type = types['.html']!;
    if (!body) {
      const file = pathname.startsWith('/_next/static/')
        ? path.join(distDir, 'static', pathname.slice('/_next/static/'.length))
        : path.join(publicDir, pathname);
      if (!files.has(file))
        files.set(file, fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file) : null);
      body = files.get(file) ?? undefined;
      type = types[path.extname(file)] ?? 'application/octet-stream';
    }
    if (!body) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length }).end(body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (require.main === module) {
  const [distDir, publicDir, port] = process.argv.slice(2);
  if (!distDir || !publicDir || !port) {
    console.error('usage: node --import tsx bench/lib/static-server.ts <distDir> <publicDir> <port>');
    process.exit(2);
  }
  void serveStatic(distDir, publicDir, Number(port)).then(() => console.log(`static server on ${port}`));
}
