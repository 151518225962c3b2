import { describe, expect, it } from 'vitest';
import { LatencyCounts, percentiles } from './measure.js';

describe('latencies counted by value', () => {
  it('gives the same p50 and p95 as sorting the samples, to 0.1 ms', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647) * 80;
    for (const size of [1, 2, 19, 20, 21, 1_000, 12_345]) {
      const samples = Array.from({ length: size }, random);
      const counts = new LatencyCounts();
      for (const sample of samples) counts.add(sample);
      expect(counts.count).toBe(size);
      expect({ p50: counts.at(0.5), p95: counts.at(0.95) }).toEqual(percentiles(samples));
    }
  });

  it('takes the nearest rank: the 95th of 100 samples, and the largest at 1', () => {
    const counts = new LatencyCounts();
    for (let ms = 1; ms <= 100; ms++) counts.add(ms);
    expect(counts.at(0.95)).toBe(95);
    expect(counts.at(0.99)).toBe(99);
    expect(counts.at(1)).toBe(100);
    expect(new LatencyCounts().at(0.5)).toBeNaN();
  });
});
