import type { ImportMap } from 'payload';

/** The admin's import map, written by `npm run cms -- generate` (Payload's generator writes JavaScript). */
export declare const importMap: ImportMap;
