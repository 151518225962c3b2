/** A small `--name value` / `--flag` argument reader for the simulator scripts. */
export function readArgs(argv: readonly string[]): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}"; options look like --preset m.`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) args.set(name, inline);
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) args.set(name, argv[++i]!);
    else args.set(name, 'true');
  }
  return args;
}

/** "now" from --now (a date, a date-time or epoch ms), else the real clock. */
export function readNow(value: string | undefined): number {
  if (value === undefined) return Date.now();
  const now = /^\d+$/.test(value)
    ? Number(value)
    : Date.parse(value.length === 10 ? `${value}T23:59:59Z` : value);
  if (!Number.isFinite(now))
    throw new Error(`--now "${value}" is not a date (use 2026-11-20, an ISO date-time or epoch ms).`);
  return now;
}
