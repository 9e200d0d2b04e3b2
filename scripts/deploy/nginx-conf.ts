/**
 * The nginx configuration of `npm run deploy:local`, made from the real server's files
 * (deploy/nginx/kavex.conf and deploy/nginx/snippets/kavex-tls.conf) by replacing what differs on a
 * development machine: the addresses and ports it listens on, the host names, the certificate and
 * the paths of its snippet and challenge folder. Everything else (TLS profile, HSTS, proxy headers,
 * limits, upstreams, retries) is served exactly as written there, so the local run tests the recipe
 * and there is one file to keep.
 */

/** Where and as what the local nginx serves the site. */
export interface LocalSite {
  /** Address both servers listen on, e.g. `127.0.0.1`. */
  address: string;
  /** HTTPS port (443 on a server), e.g. 8443. */
  httpsPort: number;
  /** Plain-HTTP port that redirects (80 on a server), e.g. 8080. */
  httpPort: number;
  /** The canonical host name, e.g. `localhost` (www.example.com on a server). */
  host: string;
  /** A second name standing for the bare domain (example.com on a server), e.g. `bare.localhost`. */
  bareHost: string;
  /** Absolute path of the templated TLS snippet. */
  tlsSnippet: string;
  /** Absolute path of the folder answering ACME challenges. */
  acmeRoot: string;
}

/** The certificate files of the local TLS snippet (absolute paths). */
export interface LocalCertificate {
  certificate: string;
  key: string;
  dhparam: string;
}

/** One replacement; `count` is how often the real file must contain `find` (0: at least once). */
interface Rule {
  find: RegExp;
  replace: string;
  what: string;
}

/**
 * Applies `rules` in order, each of which must match: a real file that no longer contains what a rule
 * expects would otherwise be served half-templated (a server name of www.example.com on a laptop).
 * @throws Error naming the rule that matched nothing
 */
function applyRules(source: string, rules: Rule[], file: string): string {
  return rules.reduce((text, rule) => {
    if (!rule.find.test(text)) throw new Error(`${file}: found no ${rule.what} to template`);
    rule.find.lastIndex = 0;
    return text.replace(rule.find, rule.replace);
  }, source);
}

/**
 * The site file (`deploy/nginx/kavex.conf`) for a local run: `listen 80` → `listen address:httpPort`,
 * `listen 443 ssl http2` → `listen address:httpsPort ssl http2`, the IPv6 listens dropped (loopback
 * IPv4 only), `https://www.example.com` → `https://host:httpsPort` (the redirects), the server names
 * www.example.com → `host` and example.com → `bareHost`, and the snippet's and challenge folder's
 * paths.
 * @throws Error when the real file lacks one of these (it changed shape: update the rules)
 */
export function localSiteConf(source: string, site: LocalSite): string {
  const origin = site.httpsPort === 443 ? `https://${site.host}` : `https://${site.host}:${site.httpsPort}`;
  return applyRules(
    source,
    [
      { what: 'IPv6 listen', find: /^[ \t]*listen \[::\]:\d+[^;\n]*;[ \t]*\n/gm, replace: '' },
      { what: '`listen 80;`', find: /\blisten 80;/g, replace: `listen ${site.address}:${site.httpPort};` },
      { what: '`listen 443`', find: /\blisten 443\b/g, replace: `listen ${site.address}:${site.httpsPort}` },
      { what: 'canonical origin', find: /https:\/\/www\.example\.com/g, replace: origin },
      { what: 'canonical host name', find: /\bwww\.example\.com\b/g, replace: site.host },
      { what: 'bare domain', find: /(?<![\w.-])example\.com\b/g, replace: site.bareHost },
      {
        what: 'TLS snippet include',
        find: /include \/etc\/nginx\/snippets\/kavex-tls\.conf;/g,
        replace: `include ${site.tlsSnippet};`,
      },
      { what: 'challenge root', find: /root \/var\/www\/letsencrypt;/g, replace: `root ${site.acmeRoot};` },
    ],
    'deploy/nginx/kavex.conf',
  );
}

/**
 * The TLS snippet (`deploy/nginx/snippets/kavex-tls.conf`) with the local CA's certificate for
 * `localhost` and the local ffdhe2048 group instead of certbot's files; the protocols, curves,
 * ciphers and session settings stay Mozilla's intermediate profile as written there.
 * @throws Error when the real file lacks `ssl_certificate`, `ssl_certificate_key` or `ssl_dhparam`
 */
export function localTlsSnippet(source: string, files: LocalCertificate): string {
  return applyRules(
    source,
    [
      {
        what: 'ssl_certificate',
        find: /^ssl_certificate [^;\n]+;/gm,
        replace: `ssl_certificate ${files.certificate};`,
      },
      {
        what: 'ssl_certificate_key',
        find: /^ssl_certificate_key [^;\n]+;/gm,
        replace: `ssl_certificate_key ${files.key};`,
      },
      { what: 'ssl_dhparam', find: /^ssl_dhparam [^;\n]+;/gm, replace: `ssl_dhparam ${files.dhparam};` },
    ],
    'deploy/nginx/snippets/kavex-tls.conf',
  );
}

/** The files of the local nginx's own main configuration (absolute paths). */
export interface LocalNginxFiles {
  /** The templated site file, included inside `http { }` as Debian's sites-enabled/ would be. */
  siteConf: string;
  pidFile: string;
  errorLog: string;
  accessLog: string;
  /** Folder for request bodies and proxy buffers, writable by `user`. */
  tempDir: string;
  /** The worker processes' user, Debian's `www-data`. */
  user: string;
  /** Debian's MIME types file, `/etc/nginx/mime.types`. */
  mimeTypes: string;
}

/**
 * A main `nginx.conf` for a second nginx beside any the machine runs (`nginx -c` this file): its
 * own pid file, logs and temporary folders, Debian's MIME types, and the site file included in
 * `http { }`. The access log records the upstream each request went to and its status, so a retry
 * on the other instance can be seen, and the request id the app logs too (X-Request-Id).
 */
export function localMainConf(files: LocalNginxFiles): string {
  return `# Written by npm run deploy:local (scripts/deploy/local.ts); do not edit: it is rewritten on each run.
user ${files.user};
worker_processes 2;
pid ${files.pidFile};
error_log ${files.errorLog} warn;

events {
    worker_connections 1024;
}

http {
    include ${files.mimeTypes};
    default_type application/octet-stream;
    sendfile on;
    server_tokens off;
    log_format kavex '$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent '
                     '$request_time upstream=$upstream_addr/$upstream_status/$upstream_response_time '
                     'id=$request_id';
    access_log ${files.accessLog} kavex;
    client_body_temp_path ${files.tempDir}/client_body;
    proxy_temp_path ${files.tempDir}/proxy;
    fastcgi_temp_path ${files.tempDir}/fastcgi;
    uwsgi_temp_path ${files.tempDir}/uwsgi;
    scgi_temp_path ${files.tempDir}/scgi;

    include ${files.siteConf};
}
`;
}
