import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { resetEnvCache } from '@/lib/runtime/env';

/**
 * For a tool API route's test file: the answers are computed on one worker thread (`TOOL_WORKERS`),
 * and the per-client limit counted in a SQLite database of the file's own (a temporary `DATA_DIR`,
 * removed after the file). Call once at the top of the file.
 */
export function setUpToolApiEnvironment(): void {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kavex-tool-api-'));
  beforeAll(() => {
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('TOOL_WORKERS', '1');
    resetEnvCache();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetEnvCache();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}
