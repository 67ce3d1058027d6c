// What other modules may use of the workflows module: recording a usage event.
export { insertUsageEvent } from './course-state-repository.ts';
