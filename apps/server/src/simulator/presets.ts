/**
 * Simulator presets: `demo` is the district the start command loads; `m` (about 10,000 students) and
 * `l` (about 100,000 students in 100 schools) are extra districts for benchmarks, with their own ids.
 */
import type { RosterSpec } from '../demo/roster-generator.js';
import { DEMO_SPEC } from '../demo/demo-district.js';

export type PresetName = 'demo' | 'm' | 'l';

export type PresetSpec = Omit<RosterSpec, 'passwordHash' | 'createdAt'>;

export const PRESETS: Record<PresetName, PresetSpec> = {
  demo: DEMO_SPEC,
  m: {
    seed: 20260702,
    districtId: 2,
    districtName: 'Ridgecrest Consolidated School District',
    timeZone: 'America/Denver',
    country: 'US',
    elementarySchools: 26,
    middleSchools: 10,
    classSize: 24,
    elementaryClassesPerGrade: 2,
    middleSectionsPerGrade: 4,
    guardianShare: 0.05,
  },
  l: {
    seed: 20260703,
    districtId: 3,
    districtName: 'Harbor County Public Schools',
    timeZone: 'America/New_York',
    country: 'US',
    elementarySchools: 75,
    middleSchools: 25,
    classSize: 24,
    elementaryClassesPerGrade: 7,
    middleSectionsPerGrade: 14,
    guardianShare: 0.02,
  },
};

export const isPresetName = (name: string): name is PresetName => name in PRESETS;
