/** One problem in an import file, named by its JSON path: `courses[3].activities[1].parts[0].startFrom`. */
export interface ImportIssue {
  path: string;
  message: string;
}

const SHOWN_IN_MESSAGE = 20;

/** The file does not match the format; nothing was written. */
export class ImportValidationError extends Error {
  readonly issues: ImportIssue[];

  constructor(issues: ImportIssue[]) {
    const shown = issues.slice(0, SHOWN_IN_MESSAGE).map((i) => `  ${i.path || '(file)'}: ${i.message}`);
    const more = issues.length > SHOWN_IN_MESSAGE ? [`  …and ${issues.length - SHOWN_IN_MESSAGE} more`] : [];
    super([`Import file is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):`, ...shown, ...more].join('\n'));
    this.name = 'ImportValidationError';
    this.issues = issues;
  }
}

/** The file could not be read or is not JSON (message carries line and column). */
export class ImportFileError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImportFileError';
  }
}

/** `['courses', 3, 'activities', 1, 'name']` → `courses[3].activities[1].name`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** Collects issues while walking a parsed file. */
export class IssueList {
  readonly items: ImportIssue[] = [];

  add(path: string, message: string): void {
    this.items.push({ path, message });
  }

  throwIfAny(): void {
    if (this.items.length > 0) throw new ImportValidationError(this.items);
  }
}
