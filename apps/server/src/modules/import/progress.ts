/** Reports import progress on a stream: a redrawn bar on a terminal, a line per 10 % otherwise (logs, CI). */
export function progressReporter(stream: NodeJS.WriteStream): (done: number, total: number) => void {
  let lastStep = -1;
  let lastDraw = 0;
  return (done, total) => {
    const fraction = total > 0 ? Math.min(1, done / total) : 1;
    const percent = Math.floor(fraction * 100);
    if (stream.isTTY) {
      const now = Date.now();
      if (done < total && now - lastDraw < 80) return; // redraw at most ~12 times a second
      lastDraw = now;
      const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - 30));
      const filled = Math.round(fraction * width);
      stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(percent).padStart(3)}% ${done}/${total} rows`);
      if (done >= total) stream.write('\n');
      return;
    }
    const step = Math.floor(percent / 10);
    if (step === lastStep) return;
    lastStep = step;
    stream.write(`import: ${percent}% (${done}/${total} rows)\n`);
  };
}
