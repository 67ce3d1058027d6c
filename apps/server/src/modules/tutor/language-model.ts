/**
 * A client of the OpenAI chat completions protocol (`POST {url}/chat/completions` with
 * `stream: true`), which hosted services and local servers (llama.cpp, vLLM, Ollama, LM
 * Studio) alike speak: the tutor writes its answer through it when one is configured.
 */

export interface LanguageModelConfig {
  /** The API's base URL, up to and including its version: `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`. */
  url: string;
  model: string;
  /** Sent as `Authorization: Bearer …`; empty for a local server that wants none. */
  apiKey: string;
  /** The whole answer's limit, from the request to the last piece. */
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export class LanguageModelError extends Error {}

/** The pieces of text of a streamed completion, in order; throws LanguageModelError when the server refuses or the stream breaks. */
export async function* streamCompletion(config: LanguageModelConfig, messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${config.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, stream: true, temperature: 0 }),
      signal: AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    throw new LanguageModelError(`The language model could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new LanguageModelError(`The language model answered ${response.status}.`);
  }
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, end).replace(/\r$/, '');
        buffer = buffer.slice(end + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        const text = deltaText(data);
        if (text) yield text;
      }
    }
  } catch (error) {
    if (error instanceof LanguageModelError) throw error;
    throw new LanguageModelError(`The language model's answer broke off: ${(error as Error).message}`);
  }
  throw new LanguageModelError('The language model ended its answer without [DONE].');
}

/** The text of one chunk (`choices[0].delta.content`); an error object in the stream is a failure. */
function deltaText(data: string): string {
  let chunk: { choices?: { delta?: { content?: unknown } }[]; error?: { message?: unknown } };
  try {
    chunk = JSON.parse(data) as typeof chunk;
  } catch {
    throw new LanguageModelError('The language model sent a chunk that is not JSON.');
  }
  if (chunk.error) throw new LanguageModelError(`The language model failed: ${String(chunk.error.message ?? 'unknown error')}`);
  const content = chunk.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : '';
}
