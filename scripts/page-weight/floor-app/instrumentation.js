/**
 * The floor's own (empty) start hook. Without it, Next.js 16 takes the repository's
 * src/instrumentation.ts for this app too (Turbopack's root is the repository), and the floor's build
 * fails on the back office's database driver it imports.
 */
export function register() {}
