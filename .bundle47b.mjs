import { build } from 'esbuild';
const root = process.argv[2];
const entry = process.argv[3];
const r = await build({
  entryPoints: [`${root}/${entry}`], bundle: true, write: false, minify: true, format: 'esm', platform: 'browser',
  external: ['react', 'react-dom', 'next', 'next/*', 'react/*'], tsconfig: `${root}/tsconfig.json`, metafile: true, jsx: 'automatic', logLevel: 'error',
});
const out = Object.values(r.metafile.outputs)[0];
for (const [k, v] of Object.entries(out.inputs)) console.log(v.bytesInOutput, k.replace(root, ''));
