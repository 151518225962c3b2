/** Random lesson plays for the property tests: a completion (passed or not) or a pause, with its lesson time. */
import { EVENT_CODES, type ActivityRecord } from '@dash/contracts';
import type { SeededRandom } from '../demo/random.js';

type PlayBase = Omit<ActivityRecord, 'event_code'>;

/** A lesson completed after 1 to 30 minutes, passed with the chance given. */
export const randomCompletion = (rng: SeededRandom, base: PlayBase, passChance: number): ActivityRecord => ({
  ...base,
  event_code: EVENT_CODES.LESSON_COMPLETED,
  lesson_passed: rng.chance(passChance),
  total_lesson_time: rng.int(1, 30) * 60_000,
});

/** A lesson paused after 1 to 10 minutes. */
export const randomPause = (rng: SeededRandom, base: PlayBase): ActivityRecord => ({
  ...base,
  event_code: EVENT_CODES.LESSON_PAUSED,
  total_lesson_time: rng.int(1, 10) * 60_000,
});
