import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer, type SmtpPeer } from './listen.ts';

let peer: SmtpPeer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'smtp-peer-'));
  peer = await startSmtpPeer({ host: '127.0.0.1', smtpPort: 0, webPort: 0, dir });
});
afterAll(async () => {
  await peer.close();
  await rm(dir, { recursive: true, force: true });
});

/** One message through a plain SMTP dialogue, as any mail client speaks it. */
function send(from: string, to: string, message: string): Promise<string> {
  const { port } = new URL(peer.smtpUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const lines = [`EHLO test`, `MAIL FROM:<${from}>`, `RCPT TO:<${to}>`, 'DATA', `${message}\r\n.`, 'QUIT'];
    let transcript = '';
    socket.on('data', (chunk) => {
      transcript += chunk.toString();
      // Each reply's last line has a space after its code; then the next command goes.
      if (/^\d{3} [^\n]*\r\n$/m.test(chunk.toString().split('\r\n').slice(-2).join('\r\n')) && lines.length)
        socket.write(`${lines.shift()}\r\n`);
    });
    socket.on('end', () => resolve(transcript));
    socket.on('error', reject);
  });
}

describe('the SMTP peer keeps what it receives and shows it', () => {
  it('takes a message over SMTP, keeps it as .eml and .json, and lists it by recipient with its links', async () => {
    const transcript = await send(
      'portal@test.test',
      'ann@test.test',
      'Subject: <b>Hi</b>\r\nContent-Type: text/plain\r\n\r\nAnswer: http://localhost:3000/learn/x?a=1&b=2',
    );
    expect(transcript).toMatch(/250 OK: message queued/);
    expect((await readdir(dir)).map((n) => n.split('.').pop()).sort()).toEqual(['eml', 'json']);
    const [message, ...others] = (await (await fetch(`${peer.webUrl}/api/messages?to=ann@test.test`)).json()) as {
      id: string;
      subject: string;
      links: string[];
    }[];
    expect(others).toEqual([]);
    expect(message).toMatchObject({ subject: '<b>Hi</b>', links: ['http://localhost:3000/learn/x?a=1&b=2'] });
    expect(await (await fetch(`${peer.webUrl}/api/messages?to=bob@test.test`)).json()).toEqual([]);
    const page = await (await fetch(`${peer.webUrl}/messages/${message!.id}`)).text();
    expect(page).toContain('&lt;b&gt;Hi&lt;/b&gt;');
    expect(page).toContain('<a href="http://localhost:3000/learn/x?a=1&amp;b=2">');
    const list = await fetch(`${peer.webUrl}/`);
    expect(list.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await list.text()).toContain(`/messages/${message!.id}`);
    expect((await fetch(`${peer.webUrl}/messages/../../etc/passwd`)).status).toBe(404);
  });

  it('shows an HTML part as a mail client would, in a frame that runs no script, above the text part', async () => {
    const body = [
      'Subject: Both parts',
      'MIME-Version: 1.0',
      'Content-Type: multipart/alternative; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Plain words',
      '--b',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p style="color:red">Rich <a href="http://localhost:3000/learn/y">words</a></p><script>alert(1)</script>',
      '--b--',
    ].join('\r\n');
    await send('portal@test.test', 'cy@test.test', body);
    const [message] = (await (await fetch(`${peer.webUrl}/api/messages?to=cy@test.test`)).json()) as { id: string }[];
    const page = await (await fetch(`${peer.webUrl}/messages/${message!.id}`)).text();
    const frame = /<iframe title="HTML part" sandbox="([^"]*)" srcdoc="([^"]*)"><\/iframe>/.exec(page);
    expect(frame?.[1]).not.toContain('allow-scripts');
    expect(frame?.[2]).toContain('&lt;p style=&quot;color:red&quot;&gt;Rich');
    expect(page.indexOf('HTML part')).toBeLessThan(page.indexOf('Plain words'));
  });
});
