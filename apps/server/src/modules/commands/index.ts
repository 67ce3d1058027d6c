// What other modules may use of the command bus: registering and accepting commands.
export type { CommandBus, CommandContext } from './command-bus.ts';
export { acceptCommand } from './respond.ts';
