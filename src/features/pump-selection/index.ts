/**
 * Public entry of the pump selection tool (issue 12) for any module, the browser included: the
 * selection domain (pure: no React, no I/O). The proxy, the product pages' duty island and borewell
 * sizing use it. The pages and the JSON API read content on the server: `./index.server`.
 */
export * from './domain';
/**
 * The selector's duty of a product page URL for its charts (a client island; the catalogue routes pass
 * it in). Exported here, not from index.server.ts: a route importing that entry gets the client
 * references of every page it exports, and the product pages loaded the selector's form (+4.9 KB gzip).
 */
export { UrlDuty } from './ui/url-duty';
