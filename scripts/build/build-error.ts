/** A content mistake with its place: printed as `file:line: message`. */
export class BuildError extends Error {
  constructor(
    /** File path relative to the content root. */
    readonly file: string,
    /** 1-based line number. */
    readonly line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}`);
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
