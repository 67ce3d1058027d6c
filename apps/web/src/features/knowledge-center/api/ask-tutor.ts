import { TUTOR_EVENTS, type TutorDeltaEvent, type TutorDoneEvent, type TutorSourcesEvent } from '@lp/contract/tutor';
import * as tutorRoutes from '@lp/contract/routes/tutor';
import { streamCall } from '../../../lib/api-client.ts';

export type TutorEvent =
  | { event: typeof TUTOR_EVENTS.sources; data: TutorSourcesEvent }
  | { event: typeof TUTOR_EVENTS.delta; data: TutorDeltaEvent }
  | { event: typeof TUTOR_EVENTS.done; data: TutorDoneEvent };

/** One `event:`/`data:` block of a server-sent event stream; other fields and comments are skipped. */
function parseBlock(block: string): TutorEvent | undefined {
  let event = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data += line.slice(5).trim();
  }
  if (!data || !Object.values(TUTOR_EVENTS).includes(event as TutorEvent['event'])) return undefined;
  return { event, data: JSON.parse(data) } as TutorEvent;
}

/**
 * POST users/me/objectives/{id}/tutor/answers: asks the course's tutor and hands each
 * event of its streamed answer to `onEvent` as it arrives (sources, deltas, done). A
 * refusal (4xx) throws the ApiError with the server's message before any event.
 */
export async function askTutor(
  objectiveId: string,
  question: string,
  onEvent: (event: TutorEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await streamCall(tutorRoutes.askTutor, {
    params: { id: objectiveId },
    body: { question },
    ...(signal ? { signal } : {}),
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const parsed = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (parsed) onEvent(parsed);
    }
  }
}
