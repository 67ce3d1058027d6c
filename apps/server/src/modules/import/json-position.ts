/**
 * Where JSON.parse gave up. V8 names the position only for some errors ("Unexpected
 * token '}', "…" is not valid JSON" carries none), so a small scanner finds the first
 * offending character itself. It only runs after JSON.parse has failed.
 */
export function jsonErrorPosition(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i++] !== ch) {
        i--;
        fail();
      }
    }
  };
  const string = () => {
    i++; // opening quote
    while (i < text.length && text[i] !== '"') {
      const code = text.charCodeAt(i);
      if (code < 0x20) fail();
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') {
          for (let k = 1; k <= 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) {
              i += k;
              fail();
            }
          }
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    if (i >= text.length) fail();
    i++;
  };
  const number = () => {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m) fail();
    i += m![0].length;
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === '{') return container('}', true);
    if (ch === '[') return container(']', false);
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return number();
    fail();
  };
  const container = (close: string, keyed: boolean) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      if (keyed) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
      }
      value();
      space();
      if (text[i] === ',') i++;
      else if (text[i] === close) return void i++;
      else fail();
    }
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return -1;
  } catch (position) {
    if (typeof position !== 'number') throw position;
    return Math.min(position, text.length);
  }
}
