// What other modules may use of the events module: recording a usage event.
export { insertUsageEvent } from './event-repository.ts';
