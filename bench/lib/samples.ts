export interface LatencySummary {
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Response times in a growing Float64Array, capped. */
export class Samples {
  private values = new Float64Array(1 << 16);
  private size = 0;
  dropped = 0;
  constructor(private readonly max: number) {}

  add(value: number) {
    if (this.size === this.values.length) {
      if (this.size >= this.max) return void (this.dropped += 1);
      const grown = new Float64Array(Math.min(this.max, this.size * 2));
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size++] = value;
  }

  summary(): LatencySummary {
    const sorted = this.values.subarray(0, this.size).sort();
    const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN);
    let sum = 0;
    for (const v of sorted) sum += v;
    return { mean: sorted.length ? sum / sorted.length : NaN, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
  }
}
