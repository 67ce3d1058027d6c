/**
 * What no caller's value may hold, whatever the call: PostgreSQL text and jsonb cannot
 * store U+0000 (a NUL that reaches a query is a server error, not a refusal), and a value
 * nested past any real need would overflow the recursive code that reads it
 * (JSON.stringify, a tree walk) though JSON.parse accepts it.
 */
export const INPUT_LIMITS = { maxDepth: 64 } as const;

/**
 * The first problem in a value from a caller, as a message naming where it is
 * (`body.data.note`), or undefined. Walks with a stack of its own, so a value nested
 * 300,000 levels deep (what a 1 MB body can carry) is measured, not a stack overflow.
 */
export function findInputProblem(value: unknown, name: string): string | undefined {
  const stack: [unknown, string, number][] = [[value, name, 0]];
  while (stack.length > 0) {
    const [item, where, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return `${where} contains a NUL character (U+0000), which is not allowed`;
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= INPUT_LIMITS.maxDepth) return `${name} is nested deeper than ${INPUT_LIMITS.maxDepth} levels`;
    for (const [key, child] of Object.entries(item)) {
      const at = Array.isArray(item) ? `${where}[${key}]` : `${where}.${key}`;
      if (key.includes('\u0000')) return `${where} has a field name with a NUL character (U+0000), which is not allowed`;
      stack.push([child, at, depth + 1]);
    }
  }
  return undefined;
}
