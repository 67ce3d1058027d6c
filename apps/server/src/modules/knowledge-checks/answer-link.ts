import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ANSWER_LINK_PARAMS } from '@lp/contract/knowledge';
import type { Db } from '../../db/client.ts';
import { getOrCreateSecret } from '../../lib/server-secrets.ts';

/** Whose check and which answer a link speaks for: the signature covers all four. */
export interface AnswerLinkFacts {
  tenantId: string;
  userId: string;
  workflowId: string;
  answerKey: string;
}

/**
 * The `answer` of a knowledge check's e-mail links (decision 0026): `key.signature`, an
 * HMAC-SHA256 of the tenant, learner, check and answer key under a secret every process
 * shares through the database. A link is worth one learner's one answer to one check:
 * changing the key, the check or being signed in as someone else breaks it.
 */
export class AnswerLinks {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly db: Db) {}

  private secret(): Promise<Buffer> {
    this.key ??= getOrCreateSecret(this.db, 'knowledge-check-answer-links', () => randomBytes(32).toString('base64url')).then((s) =>
      Buffer.from(s, 'base64url'),
    );
    return this.key;
  }

  private async mac(f: AnswerLinkFacts): Promise<Buffer> {
    return createHmac('sha256', await this.secret())
      .update([f.tenantId, f.userId, f.workflowId, f.answerKey].join('\n'))
      .digest()
      .subarray(0, 24);
  }

  async sign(f: AnswerLinkFacts): Promise<string> {
    return `${f.answerKey}.${(await this.mac(f)).toString('base64url')}`;
  }

  /** The answer key the signed answer carries when it is this learner's for this check; undefined for anything else. */
  async verify(signed: string, f: Omit<AnswerLinkFacts, 'answerKey'>): Promise<string | undefined> {
    const dot = signed.lastIndexOf('.');
    if (dot < 1) return undefined;
    const answerKey = signed.slice(0, dot);
    const given = Buffer.from(signed.slice(dot + 1), 'base64url');
    const expected = await this.mac({ ...f, answerKey });
    return given.length === expected.length && timingSafeEqual(given, expected) ? answerKey : undefined;
  }
}

/**
 * The answer page (doc 1 §2 /email-response-callback, doc 2 §5: `answer` and `workflowId`)
 * on the tenant's own host, as the certificates' links are.
 */
export function answerPageUrl(publicUrl: string, tenantHost: string | null, workflowId: string, signedAnswer: string): string {
  const url = new URL('/learn/email-response-callback', publicUrl);
  if (tenantHost) url.hostname = tenantHost;
  url.searchParams.set(ANSWER_LINK_PARAMS.answer, signedAnswer);
  url.searchParams.set(ANSWER_LINK_PARAMS.workflowId, workflowId);
  return url.href;
}
