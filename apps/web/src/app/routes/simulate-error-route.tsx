/** doc 1 §2 /simulate-error: throws on purpose, to check the full-screen 500 page and error reporting. */
export function Component(): never {
  throw new Error('Simulated error (from /simulate-error)');
}
