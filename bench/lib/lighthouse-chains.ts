/**
 * Two ways of counting round trips in a row on a Lighthouse run (issue 17 item 1).
 *
 * - `criticalChainDepth`: Lighthouse's own critical request chains (the network dependency
 *   tree insight, which replaced the critical-request-chains audit in Lighthouse 13): the
 *   document and the render-blocking or high-priority scripts, styles and fonts it leads to,
 *   counted with the document as 1. It leaves out fetch/XHR and link preloads.
 * - `requestsInARow`: the longest chain among the GET requests, data calls included and
 *   images left out, that started before the largest contentful paint — what the first card waited
 *   on (HTML → script → route chunk → list call → … ). Scripts and styles follow their
 *   initiator; a data call follows the deepest script loaded before it started.
 */

interface NetworkNode {
  children?: Record<string, NetworkNode>;
}
interface Details {
  type?: string;
  items?: { value?: { type?: string; chains?: Record<string, NetworkNode> } }[];
}

const treeDepth = (nodes: Record<string, NetworkNode> | undefined): number =>
  Math.max(0, ...Object.values(nodes ?? {}).map((node) => 1 + treeDepth(node.children)));

export function criticalChainDepth(details: unknown): number {
  const tree = (details as Details | undefined)?.items?.find((item) => item.value?.type === 'network-tree')?.value;
  return treeDepth(tree?.chains);
}

interface Frame {
  url?: string;
}
interface Stack {
  callFrames?: Frame[];
  parent?: Stack;
}
interface DevtoolsEvent {
  method: string;
  params: {
    requestId?: string;
    timestamp?: number;
    type?: string;
    documentURL?: string;
    request?: { url: string; method?: string };
    initiator?: { type: string; url?: string; stack?: Stack };
  };
}

/** Every script (or document) the request waited for: the initiator and each frame of its stack, async parents included. */
function initiatorUrls(initiator: DevtoolsEvent['params']['initiator']): string[] {
  const urls = initiator?.url ? [initiator.url] : [];
  for (let stack = initiator?.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames ?? []) if (frame.url) urls.push(frame.url);
  }
  return urls;
}

export function requestsInARow(devtoolsLog: readonly unknown[], metricsDetails: unknown): { depth: number; chain: string[] } {
  const metrics = (metricsDetails as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const lcpSeconds = (metrics?.observedLargestContentfulPaintTs ?? Infinity) / 1e6;
  const chainOfUrl = new Map<string, string[]>();
  const chainOfId = new Map<string, string[]>();
  const loadedScripts: string[][] = [];
  const seen = new Set<string>();
  let deepest: string[] = [];
  const longest = (chains: string[][]) => chains.reduce((a, b) => (b.length > a.length ? b : a), [] as string[]);
  for (const event of devtoolsLog as DevtoolsEvent[]) {
    const { requestId, request, initiator, timestamp, type } = event.params;
    if (event.method === 'Network.loadingFinished' && requestId && chainOfId.has(requestId)) {
      loadedScripts.push(chainOfId.get(requestId)!);
      continue;
    }
    if (event.method !== 'Network.requestWillBeSent' || !requestId || !request || seen.has(requestId)) continue;
    seen.add(requestId);
    if (!/^https?:/.test(request.url)) continue;
    const document = chainOfUrl.size === 0 ? [] : [...chainOfUrl.values()][0]!;
    // A call's stack rarely reaches the chunk that made it (async frames are not recorded): it
    // is counted after every script loaded by then, an upper bound of what it waited for.
    const parents =
      type === 'Fetch' || type === 'XHR' ? loadedScripts : initiatorUrls(initiator).map((url) => chainOfUrl.get(url) ?? document);
    const chain = [...longest([document, ...parents]), request.url];
    if (!chainOfUrl.has(request.url)) chainOfUrl.set(request.url, chain);
    if (type === 'Script' || type === 'Document') chainOfId.set(requestId, chain);
    // What the view draws from: reads, not what it reports (usage events are POSTs) nor images.
    const drawnFrom = type !== 'Image' && (request.method ?? 'GET') === 'GET';
    if (drawnFrom && (timestamp ?? 0) <= lcpSeconds && chain.length > deepest.length) deepest = chain;
  }
  return { depth: deepest.length, chain: deepest };
}
