const accents: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', c: 'ç', n: 'ñ' };

/** Accents the literal text of a message (not its {arguments}) and brackets it, so untranslated or clipped text shows. */
export function pseudoLocalize(message: string): string {
  let depth = 0;
  let out = '';
  for (const ch of message) {
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    out += depth === 0 ? (accents[ch] ?? ch) : ch;
  }
  return `[${out}]`;
}
