/** A content mistake with its place: printed as `file:line: message`. */
export class BuildError extends Error {
  constructor(
    /** File path relative to the content root. */
    readonly file: string,
    /** 1-based line number. */
    readonly line: number,
    message: string,
    /** How to fix it, when the build can tell ("did you mean `x.md`?"); printed after the message. */
    readonly hint?: string,
  ) {
    super(`${file}:${line}: ${message}${hint ? ` (${hint})` : ''}`);
    this.name = 'BuildError';
  }
}

/** Several content mistakes reported together, sorted by file and line. */
export class BuildErrors extends Error {
  constructor(readonly errors: BuildError[]) {
    const sorted = [...errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    super(sorted.map((e) => e.message).join('\n'));
    this.name = 'BuildErrors';
    this.errors = sorted;
  }
}

/** Editorial rules: problems that do not break the site, so they warn unless the build is strict. */
export const WARNING_RULES = ['words', 'description', 'labels', 'h2', 'orphan', 'html', 'title', 'http', 'home'] as const;
export type WarningRule = (typeof WARNING_RULES)[number];

/** An editorial problem: printed as `file:line: warning: message [rule]`; an error for the rules a strict build enforces. */
export class BuildWarning {
  readonly message: string;
  constructor(
    readonly file: string,
    readonly line: number,
    readonly rule: WarningRule,
    readonly text: string,
  ) {
    this.message = `${file}:${line}: warning: ${text} [${rule}]`;
  }

  /** The same problem as an error, for strict builds. */
  toError(): BuildError {
    return new BuildError(this.file, this.line, `${this.text} [${this.rule}]`);
  }
}
