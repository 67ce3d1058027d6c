/**
 * The load generator in a process of its own (forked by load.ts): on 2 cores,
 * autocannon on the server's event loop would take turns with the server and count
 * its own waiting as server latency. Speaks over the IPC channel: one `drive`
 * message in, one `result` (or `error`) out; exits with its parent.
 */
import { drive, type DriveOptions, type DriveResult } from './lib/drive.ts';

export type DriverRequest = { type: 'drive'; id: number; options: DriveOptions } | { type: 'exit' };
export type DriverReply = { type: 'result'; id: number; result: DriveResult } | { type: 'error'; id: number; message: string };

if (!process.send) {
  console.error('bench/driver.ts is started by bench/load.ts (with an IPC channel), not by hand.');
  process.exit(2);
}
const reply = (message: DriverReply) => process.send!(message);
// autocannon's request timer (retimer) is rescheduled with a negative delay when the
// driver lags behind an overloaded server; Node's warning about it is noise here.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name !== 'TimeoutNegativeWarning') console.warn(warning);
});

process.on('message', (message: DriverRequest) => {
  if (message.type === 'exit') return process.disconnect();
  drive(message.options).then(
    (result) => reply({ type: 'result', id: message.id, result }),
    (error: unknown) => reply({ type: 'error', id: message.id, message: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
