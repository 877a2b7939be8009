/** Bench output: print a table and merge figures into bench/results/latest.json. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

/** Prints rows as a Markdown table. */
export function printTable(title: string, rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  const lines = [
    `### ${title}`,
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${columns.map((c) => r[c]).join(' | ')} |`),
    '',
  ];
  const text = lines.join('\n');
  console.log(text);
  return text;
}

/** Merges one bench's figures into bench/results/latest.json and its table into latest.md. */
export function saveResults(name: string, figures: unknown, table: string): void {
  mkdirSync('bench/results', { recursive: true });
  const file = 'bench/results/latest.json';
  const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  all[name] = { measuredAt: new Date().toISOString(), machine: `${process.platform} ${process.arch}, ${cpuCount()} cores`, figures };
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  const md = 'bench/results/latest.md';
  const sections = existsSync(md)
    ? readFileSync(md, 'utf8')
        .split(/(?=^## )/m)
        .filter((s) => !s.startsWith(`## ${name}\n`))
    : [];
  writeFileSync(md, [...sections, `## ${name}\n\n${table}\n`].join(''));
}

function cpuCount(): number {
  return (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency ?? 0;
}

/** Percentile of sorted numbers. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
