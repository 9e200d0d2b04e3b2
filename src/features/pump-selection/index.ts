/**
 * Public entry of the pump selection tool (issue 12) for any module, the browser included: the
 * selection domain (pure: no React, no I/O). The proxy, the product pages' duty island and borewell
 * sizing use it. The pages and the JSON API read content on the server: `./index.server`.
 */
export * from './domain';
