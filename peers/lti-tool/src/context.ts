/** What every handler works with: the tool's public origin, trusted platforms, key and memory. */
import type { Platform } from './config.ts';
import type { ToolKey } from './keys.ts';
import type { ToolStore } from './store.ts';
import type { ServiceTokens } from './service-token.ts';

export interface ToolContext {
  /** The tool's public origin, e.g. `http://localhost:3001`. */
  url: string;
  platforms: Platform[];
  key: ToolKey;
  store: ToolStore;
  tokens: ServiceTokens;
}
