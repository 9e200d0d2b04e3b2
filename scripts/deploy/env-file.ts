/**
 * The environment file of `npm run deploy:local`, written from deploy/kavex.env.example (the server's
 * file) so the local run has exactly the server's settings and no other, and read back the way
 * systemd reads an `EnvironmentFile=`.
 */

/**
 * The variables of an environment file in systemd's `EnvironmentFile=` syntax, the subset the
 * project's files use: one `NAME=value` a line, `#` and `;` lines and blank lines ignored, a value
 * taken as written after the first `=` (spaces kept) with one pair of surrounding double or single
 * quotes removed.
 * @returns the variables in file order; a later line wins over an earlier one
 */
export function parseEnvFile(text: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const eq = line.indexOf('=');
    if (eq <= 0) continue;
    const name = line.slice(0, eq).trim();
    let value = line.slice(eq + 1).trim();
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.at(-1) === value[0]) {
      value = value.slice(1, -1);
    }
    entries[name] = value;
  }
  return entries;
}

/**
 * The example file with the given values in place of its own, comments and order kept: the keys are
 * the example's (a value for a key it lacks is refused, so the local run cannot drift from the
 * server's settings), and a value still containing the example's `CHANGE` placeholder is refused.
 * @param example the text of deploy/kavex.env.example
 * @param values replacement values by variable name ('' leaves a variable unset)
 * @throws Error naming a key the example lacks, a value with a line break, or a key left at `CHANGE…`
 */
export function renderEnvFile(example: string, values: Record<string, string>): string {
  const keys = Object.keys(parseEnvFile(example));
  const unknown = Object.keys(values).filter((name) => !keys.includes(name));
  if (unknown.length > 0) throw new Error(`deploy/kavex.env.example has no ${unknown.join(', ')}`);
  for (const [name, value] of Object.entries(values)) {
    if (/[\r\n]/.test(value)) throw new Error(`${name}: a value cannot span lines`);
  }
  const text = example
    .split('\n')
    .map((line) => {
      const name = /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
      return name !== undefined && name in values ? `${name}=${values[name]}` : line;
    })
    .join('\n');
  const left = Object.entries(parseEnvFile(text))
    .filter(([, value]) => value.includes('CHANGE'))
    .map(([name]) => name);
  if (left.length > 0) throw new Error(`no value given for ${left.join(', ')} (still CHANGE in the example)`);
  return text;
}
