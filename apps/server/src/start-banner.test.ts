import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, startBanner } from './start-banner.ts';

const config = loadConfig({ PORT: '3000' });

describe('what the server prints once it listens', () => {
  it('ends with the address and the demo accounts, so they are what a terminal shows', () => {
    const lines = startBanner(config, 1, { level: 'info', format: 'text', requests: false });
    expect(lines.slice(-7)).toEqual([
      'Learner portal: http://localhost:3000/learn',
      'Sign in with a demo account (bundled identity provider):',
      ...DEMO_ACCOUNTS.map(([, email, password]) =>
        expect.stringMatching(new RegExp(`${email.replace('.', '\\.')} +password: ${password}$`)),
      ),
    ]);
    expect(lines.length).toBeLessThanOrEqual(12);
  });

  it('says whether requests are logged and how to turn them on', () => {
    expect(startBanner(config, 1, { level: 'info', format: 'text', requests: false })).toContain(
      'Request logs: off (LOG_REQUESTS=1 prints one line per request).',
    );
    expect(startBanner(config, 1, { level: 'info', format: 'text', requests: true })).toContain('Request logs: on (one line per request).');
    expect(startBanner(config, 1, false)).toContain('Request logs: off (LOG_REQUESTS=1 prints one line per request).');
  });

  it('with an issuer of its own, names it instead of the demo accounts', () => {
    const lines = startBanner(loadConfig({ OIDC_ISSUER: 'https://id.example.org' }), 2, false);
    expect(lines.at(-1)).toBe('Sign in through https://id.example.org.');
    expect(lines.join('\n')).not.toContain('demo.test');
  });
});
