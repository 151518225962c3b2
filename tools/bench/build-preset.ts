/**
 * Builds a benchmark preset into its cache under data/bench/ (presets.ts) and exits. `buildPresetApart` starts it,
 * so that the benchmark after it measures in a process that only serves.
 * Usage: tsx tools/bench/build-preset.ts m|l
 */
import { loadPreset, PRESETS, type PresetName } from './presets.js';

const presetName = process.argv[2] as PresetName;
if (!(presetName in PRESETS))
  throw new Error(`unknown preset ${presetName}; use ${Object.keys(PRESETS).join(' or ')}`);
await (await loadPreset(presetName)).database.close();
