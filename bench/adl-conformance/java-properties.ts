/**
 * Reads a Java `.properties` file (java.util.Properties#load) into an ordered list of
 * key/value pairs. ADL's test cases rely on its rules: `\` at line end continues the
 * value on the next line (leading blanks dropped), `\uXXXX` escapes, `#`/`!` comment
 * lines, and `=`, `:` or a blank between key and value. Order matters (commands run in
 * file order), so this keeps the order rather than building a map.
 */
export type PropertyEntry = { key: string; value: string };

export function readJavaProperties(text: string): PropertyEntry[] {
  const entries: PropertyEntry[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!.replace(/^[ \t\f]+/, '');
    if (line === '' || line.startsWith('#') || line.startsWith('!')) continue;
    // Join continuation lines: an odd number of trailing backslashes continues.
    while (endsWithContinuation(line) && i + 1 < lines.length) {
      line = line.slice(0, -1) + lines[++i]!.replace(/^[ \t\f]+/, '');
    }
    if (endsWithContinuation(line)) line = line.slice(0, -1);
    entries.push(splitKeyValue(line));
  }
  return entries;
}

function endsWithContinuation(line: string): boolean {
  let count = 0;
  for (let j = line.length - 1; j >= 0 && line[j] === '\\'; j--) count++;
  return count % 2 === 1;
}

function splitKeyValue(line: string): PropertyEntry {
  let keyEnd = 0;
  while (keyEnd < line.length) {
    const ch = line[keyEnd]!;
    if (ch === '\\') {
      keyEnd += 2;
      continue;
    }
    if (ch === '=' || ch === ':' || ch === ' ' || ch === '\t' || ch === '\f') break;
    keyEnd++;
  }
  let valueStart = keyEnd;
  while (valueStart < line.length && /[ \t\f]/.test(line[valueStart]!)) valueStart++;
  if (valueStart < line.length && (line[valueStart] === '=' || line[valueStart] === ':')) valueStart++;
  while (valueStart < line.length && /[ \t\f]/.test(line[valueStart]!)) valueStart++;
  return { key: unescape(line.slice(0, keyEnd)), value: unescape(line.slice(valueStart)) };
}

function unescape(raw: string): string {
  return raw.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_match, esc: string) => {
    if (esc.length === 5) return String.fromCharCode(parseInt(esc.slice(1), 16));
    return { t: '\t', n: '\n', r: '\r', f: '\f' }[esc] ?? esc;
  });
}
