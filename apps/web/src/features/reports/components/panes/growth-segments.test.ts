import { describe, expect, it } from 'vitest';
import { growthSegmentsOf, scaledTo } from './growth-segments';

const cell = (placement: number | null, start: number, end: number, play: number) => ({
  moPlacementPercent: placement,
  moStartOfGrowthPercent: start,
  moEndOfGrowthPercent: end,
  playMoGrowthPercent: play,
});

describe('growthSegmentsOf', () => {
  it('splits the lessons passed into before the period and grown by play in it', () => {
    expect(growthSegmentsOf(cell(null, 30, 55, 25))).toEqual({ placed: 0, before: 30, grown: 25 });
  });

  it('draws placement first when the district shows it, leaving play before the period between', () => {
    expect(growthSegmentsOf(cell(20, 30, 55, 25))).toEqual({ placed: 20, before: 10, grown: 25 });
  });

  it('counts a placement inside the period as placement, not as growth by play', () => {
    // 40 % placed in the period, 10 % played in it: the play growth is the only light part.
    expect(growthSegmentsOf(cell(40, 0, 50, 10))).toEqual({ placed: 40, before: 0, grown: 10 });
  });

  it('never draws past the lessons passed when floored parts overshoot, nor past the track', () => {
    expect(growthSegmentsOf(cell(34, 34, 67, 34))).toEqual({ placed: 34, before: 0, grown: 33 });
    expect(growthSegmentsOf(cell(null, 90, 130, 40))).toEqual({ placed: 0, before: 60, grown: 40 });
  });

  it('draws nothing for a domain not started', () => {
    expect(growthSegmentsOf(cell(0, 0, 0, 0))).toEqual({ placed: 0, before: 0, grown: 0 });
  });
});

describe('scaledTo', () => {
  it('shares a bar as long as the standards complete in the lessons’ proportions', () => {
    expect(scaledTo({ placed: 20, before: 20, grown: 40 }, 40)).toEqual({
      placed: 10,
      before: 10,
      grown: 20,
    });
  });

  it('draws the whole bar as earlier progress when no lesson count is known, and nothing on an empty bar', () => {
    expect(scaledTo({ placed: 0, before: 0, grown: 0 }, 25)).toEqual({ placed: 0, before: 25, grown: 0 });
    expect(scaledTo({ placed: 0, before: 30, grown: 10 }, 0)).toEqual({ placed: 0, before: 0, grown: 0 });
  });
});
