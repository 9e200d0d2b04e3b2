import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localMainConf, localSiteConf, localTlsSnippet, type LocalSite } from './nginx-conf';

const read = (file: string) => fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx', file), 'utf8');
const site: LocalSite = {
  address: '127.0.0.1',
  httpsPort: 8443,
  httpPort: 8080,
  host: 'localhost',
  bareHost: 'bare.localhost',
  tlsSnippet: '/srv/local/kavex-tls.conf',
  acmeRoot: '/srv/local/acme',
};
/** The directives of a file (comments and blank lines left out), one a line, trimmed. */
const directives = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

describe('localSiteConf (deploy/nginx/kavex.conf on this machine)', () => {
  const real = read('kavex.conf');
  const local = localSiteConf(real, site);

  it('listens on loopback: the redirect on 8080, TLS with HTTP/2 on 8443, no IPv6', () => {
    const listens = directives(local).filter((d) => d.startsWith('listen '));
    expect(listens).toEqual([
      'listen 127.0.0.1:8080;',
      'listen 127.0.0.1:8443 ssl http2;',
      'listen 127.0.0.1:8443 ssl http2 default_server;',
    ]);
  });

  it('redirects plain HTTP, the bare name and plain HTTP on the TLS port to https://localhost:8443', () => {
    expect(directives(local).filter((d) => d.includes('301'))).toEqual([
      'return 301 https://localhost:8443$request_uri;',
      'return 301 https://localhost:8443$request_uri;',
      'error_page 497 =301 https://localhost:8443$request_uri;',
    ]);
    expect(local).not.toMatch(/example\.com/);
    expect(directives(local).filter((d) => d.startsWith('server_name'))).toEqual([
      'server_name localhost bare.localhost;',
      'server_name bare.localhost;',
      'server_name localhost;',
    ]);
  });

  it('includes the local TLS snippet and challenge folder', () => {
    expect(directives(local).filter((d) => d.startsWith('include ') || d.startsWith('root '))).toEqual([
      'root /srv/local/acme;',
      'include /srv/local/kavex-tls.conf;',
      'include /srv/local/kavex-tls.conf;',
    ]);
  });

  it('serves every other directive exactly as the server file has it (one file to keep)', () => {
    const templated = /^(listen|server_name|return 301|error_page 497|include|root) /;
    const rest = (text: string) => directives(text).filter((d) => !templated.test(d));
    expect(rest(local)).toEqual(rest(real));
    expect(rest(local)).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
    expect(rest(local)).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(rest(local)).toContain('server 127.0.0.1:3101 max_fails=3 fail_timeout=10s;');
  });

  it('refuses a server file it no longer understands rather than serving it half-templated', () => {
    expect(() => localSiteConf(real.replace('listen 80;', 'listen 0.0.0.0:80;'), site)).toThrow(/`listen 80;`/);
    expect(() => localSiteConf(real.replaceAll('/etc/nginx/snippets/', '/etc/nginx/tls/'), site)).toThrow(
      /TLS snippet include/,
    );
  });
});

describe('localTlsSnippet (deploy/nginx/snippets/kavex-tls.conf on this machine)', () => {
  const real = read('snippets/kavex-tls.conf');
  const local = localTlsSnippet(real, { certificate: '/l/cert.pem', key: '/l/key.pem', dhparam: '/l/dh.pem' });

  it('swaps certbot’s files for the local ones and keeps Mozilla’s intermediate profile', () => {
    expect(directives(local).filter((d) => /^ssl_(certificate|certificate_key|dhparam) /.test(d))).toEqual([
      'ssl_certificate /l/cert.pem;',
      'ssl_certificate_key /l/key.pem;',
      'ssl_dhparam /l/dh.pem;',
    ]);
    const kept = (text: string) =>
      directives(text).filter((d) => !/^ssl_(certificate|certificate_key|dhparam) /.test(d));
    expect(kept(local)).toEqual(kept(real));
    expect(kept(local)).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
  });
});

describe('localMainConf', () => {
  it('includes the site inside http { } with its own pid file, logs and temporary folders', () => {
    const conf = localMainConf({
      siteConf: '/l/kavex.conf',
      pidFile: '/l/nginx.pid',
      errorLog: '/l/error.log',
      accessLog: '/l/access.log',
      tempDir: '/l/tmp',
      user: 'www-data',
      mimeTypes: '/etc/nginx/mime.types',
    });
    expect(conf).toMatch(/^pid \/l\/nginx\.pid;$/m);
    expect(conf).toMatch(/http \{[\s\S]*include \/l\/kavex\.conf;\s*\}\s*$/);
    expect(conf).toMatch(/access_log \/l\/access\.log kavex;/);
    expect(conf).toMatch(/upstream=\$upstream_addr\/\$upstream_status/);
    expect(conf).toMatch(/id=\$request_id/);
    expect(conf).toMatch(/client_body_temp_path \/l\/tmp\/client_body;/);
  });
});
