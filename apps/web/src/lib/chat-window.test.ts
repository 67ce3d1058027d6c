import { describe, expect, it } from 'vitest';
import { readChatHash } from './chat-window.ts';

describe('readChatHash (doc 1 §2 "#chat" in the landing hash)', () => {
  it.each([
    ['no hash', '', undefined],
    ['another hash', '#main', undefined],
    ["#chat: the page's course or the most unread", '#chat', { channelId: null }],
    ['a channel by id', '#chat/0E6A3C4D-1111-4222-8333-444455556666', { channelId: '0e6a3c4d-1111-4222-8333-444455556666' }],
    ['a channel by id with =', '#chat=0e6a3c4d-1111-4222-8333-444455556666', { channelId: '0e6a3c4d-1111-4222-8333-444455556666' }],
    ['a malformed id is the plain #chat', '#chat/nope', { channelId: null }],
  ])('%s', (_rule, hash, expected) => expect(readChatHash(hash)).toEqual(expected));
});
