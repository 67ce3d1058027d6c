import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the content origin (decision 0078)', () => {
  it.each([
    [{}, { port: 4000, origin: 'http://127.0.0.1:4000' }],
    [{ PUBLIC_URL: 'http://127.0.0.1:3000' }, { port: 4000, origin: 'http://localhost:4000' }],
    [
      { PORT: '3100', CONTENT_PORT: '3900' },
      { port: 3900, origin: 'http://127.0.0.1:3900' },
    ],
    [
      { PUBLIC_URL: 'https://learn.example.org', CONTENT_ORIGIN: 'https://content.example.org/' },
      { origin: 'https://content.example.org' },
    ],
  ])('is another host name, not only another port, by default: %j', (env, expected) => {
    expect(loadConfig(env).content).toMatchObject(expected);
  });

  it("is refused when it is the portal's own origin", () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://learn.example.org', CONTENT_ORIGIN: 'https://learn.example.org' })).toThrow(
      /CONTENT_ORIGIN/,
    );
  });
});
