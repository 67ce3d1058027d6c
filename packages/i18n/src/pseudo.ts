const accents: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', c: 'ç', n: 'ñ' };

/**
 * Accents the literal text of a message and brackets it, so untranslated or clipped text
 * shows. Argument names and plural/select keywords stay as they are; the text of every
 * branch is accented too. A stack says whether each `{…}` level is text or syntax, and
 * apostrophe quoting follows the parser in format.ts (a quote opens only before { } or #).
 */
export function pseudoLocalize(message: string): string {
  const inText: boolean[] = [true];
  let quoted = false;
  let out = '';
  for (let i = 0; i < message.length; i++) {
    const ch = message[i]!;
    const next = message[i + 1];
    const text = inText[inText.length - 1]!;
    if (text && ch === "'" && next === "'") {
      out += "''"; // an escaped apostrophe, inside or outside quotes
      i++;
      continue;
    }
    if (text && ch === "'" && (quoted || next === '{' || next === '}' || (next === '#' && inText.length > 1))) quoted = !quoted;
    else if (!quoted && ch === '{')
      inText.push(!text); // text opens an argument; an argument opens a branch
    else if (!quoted && ch === '}' && inText.length > 1) inText.pop();
    out += text ? (accents[ch] ?? ch) : ch;
  }
  return `[${out}]`;
}
