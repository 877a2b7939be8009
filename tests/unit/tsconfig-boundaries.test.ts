// Each runtime's tsconfig gives a folder only its own globals: the TypeScript compiler checks a probe that stands in for a real
// file of that folder, with the options of the project an editor (or ESLint) would pick for the file.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A line of the probe and whether its runtime may say it. */
interface ProbeLine {
  code: string;
  allowed: boolean;
}

/** A real file whose content the probe replaces, and what that file may and may not use. */
interface Boundary {
  file: string;
  lines: ProbeLine[];
}

const BOUNDARIES: Boundary[] = [
  {
    file: 'worker/app.ts',
    lines: [
      { code: 'export const kv = (namespace: KVNamespace) => namespace.get("x");', allowed: true },
      { code: 'export const cache = caches.default;', allowed: true },
      { code: 'export const href = window.location.href;', allowed: false },
      { code: 'export const title = document.title;', allowed: false },
      { code: 'export const saved = localStorage.getItem("x");', allowed: false },
    ],
  },
  {
    file: 'client/navigation.ts',
    lines: [
      { code: 'export const title = document.title;', allowed: true },
      { code: 'export const href = window.location.href;', allowed: true },
      { code: 'import { readFileSync } from "node:fs"; export const read = readFileSync;', allowed: false },
      { code: 'export const env = process.env;', allowed: false },
      { code: 'export const kv: KVNamespace | null = null;', allowed: false },
    ],
  },
  {
    file: 'core/paths.ts',
    lines: [
      { code: 'export const bytes = new TextEncoder().encode("x");', allowed: true },
      { code: 'export const base64 = btoa("x");', allowed: true },
      { code: 'export const title = document.title;', allowed: false },
      { code: 'export const href = window.location.href;', allowed: false },
      { code: 'export const env = process.env;', allowed: false },
      { code: 'import { readFileSync } from "node:fs"; export const read = readFileSync;', allowed: false },
      { code: 'export const kv: KVNamespace | null = null;', allowed: false },
    ],
  },
  {
    file: 'scripts/content/index.ts',
    lines: [
      { code: 'import { readFileSync } from "node:fs"; export const read = readFileSync;', allowed: true },
      { code: 'export const env = process.env;', allowed: true },
      { code: 'export const title = document.title;', allowed: false },
    ],
  },
];

/** The parsed config that owns a file: the nearest tsconfig.json, or the project it references that lists the file. */
function getOwningConfig(file: string): ts.ParsedCommandLine {
  const configPath = ts.findConfigFile(dirname(file), ts.sys.fileExists);
  if (!configPath) throw new Error(`no tsconfig.json above ${file}`);
  const owner = findOwner(configPath, file, new Set());
  if (!owner) throw new Error(`no project lists ${file}`);
  return owner;
}

function findOwner(configPath: string, file: string, seen: Set<string>): ts.ParsedCommandLine | undefined {
  if (seen.has(configPath)) return undefined;
  seen.add(configPath);
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!parsed) return undefined;
  if (parsed.fileNames.includes(file)) return parsed;
  for (const reference of parsed.projectReferences ?? []) {
    const owner = findOwner(ts.resolveProjectReferencePath(reference), file, seen);
    if (owner) return owner;
  }
  return undefined;
}

// Library files parse the same under every project: one parse for all programs keeps the test quick.
const libCache = new Map<string, ts.SourceFile | undefined>();

/** The 1-based probe lines the compiler reports an error on, when `source` stands in for `file` in its project. */
function getErrorLines(file: string, source: string): number[] {
  const { options, fileNames } = getOwningConfig(file);
  const probeOptions: ts.CompilerOptions = { ...options, noEmit: true, composite: false, emitDeclarationOnly: false, incremental: false };
  const host = ts.createCompilerHost(probeOptions);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, onError) => {
    if (name === file) return ts.createSourceFile(name, source, languageVersion, true);
    const key = `${name}|${JSON.stringify(languageVersion)}`;
    if (!libCache.has(key)) libCache.set(key, getSourceFile(name, languageVersion, onError));
    return libCache.get(key);
  };
  // The project's own declaration files (core/platform.d.ts) are part of its globals.
  const rootNames = [file, ...fileNames.filter((name) => name.endsWith('.d.ts'))];
  const program = ts.createProgram({ rootNames, options: probeOptions, host });
  const probe = program.getSourceFile(file)!;
  const diagnostics = [...program.getSyntacticDiagnostics(probe), ...program.getSemanticDiagnostics(probe)];
  return [...new Set(diagnostics.map((d) => probe.getLineAndCharacterOfPosition(d.start ?? 0).line + 1))].sort((a, b) => a - b);
}

describe('one tsconfig per runtime', () => {
  for (const { file, lines } of BOUNDARIES) {
    it(`${file} may use only its runtime's globals`, () => {
      const source = lines.map((line) => line.code).join('\n');
      const expected = lines.flatMap((line, index) => (line.allowed ? [] : [index + 1]));
      expect(getErrorLines(join(ROOT, file).replaceAll('\\', '/'), source)).toEqual(expected);
      // A type check of its own: seconds on a loaded 2-core machine.
    }, 30_000);
  }
});
