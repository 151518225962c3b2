import type { ConceptGroup, ConceptGroupState, ConceptMapResponse } from '@dash/contracts';

/** One lesson group on the map: its catalogue fields, who played it in the window, and where it is drawn. */
export interface ConceptNode {
  group: ConceptGroup;
  state: ConceptGroupState | null;
  column: number;
  row: number;
}

/** A column of the map: one domain, its lesson groups top to bottom in curriculum order. */
export interface ConceptColumn {
  code: string;
  name: string;
  nodes: ConceptNode[];
}

/** The map's layout (spec §2): a column per domain in curriculum order, each group joined to its state. */
export function conceptColumns(
  groups: readonly ConceptGroup[],
  states: ConceptMapResponse['data']['lesson_groups'],
): ConceptColumn[] {
  const stateOf = new Map(states.map((state) => [state.id, state]));
  const columns: ConceptColumn[] = [];
  for (const group of groups) {
    let column = columns.find((c) => c.code === group.domain.code);
    if (!column) {
      column = { code: group.domain.code, name: group.domain.name, nodes: [] };
      columns.push(column);
    }
    column.nodes.push({
      group,
      state: stateOf.get(group.id) ?? null,
      column: columns.indexOf(column),
      row: column.nodes.length,
    });
  }
  return columns;
}

/** What a group's dot shows (spec §2): empty without activity, else the student counter or the topic. */
export type ConceptDot = { kind: 'empty' } | { kind: 'counter'; count: number } | { kind: 'topic' };

export function dotOf(node: ConceptNode, isClassroom: boolean): ConceptDot {
  if (!node.state || node.state.students_count === 0) return { kind: 'empty' };
  return isClassroom ? { kind: 'counter', count: node.state.students_count } : { kind: 'topic' };
}

/**
 * A name broken into at most `lines` lines of about `width` characters, between words; what does not fit ends
 * the last line with an ellipsis (the full name is the box's accessible name and tooltip).
 */
export function wrapName(name: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let words = name.split(/\s+/);
  while (words.length > 0 && out.length < lines) {
    let line = words[0]!;
    let used = 1;
    while (used < words.length && `${line} ${words[used]}`.length <= width) line = `${line} ${words[used++]}`;
    words = words.slice(used);
    out.push(line.length > width ? `${line.slice(0, width - 1)}…` : line);
  }
  if (words.length > 0) {
    out[lines - 1] = `${roomForEllipsis(out[lines - 1]!, width)}…`;
  }
  return out;
}

/** A full line gives up its last word to the ellipsis, or its last letter when it is one word. */
function roomForEllipsis(line: string, width: number): string {
  if (line.length < width) return line;
  const lastSpace = line.lastIndexOf(' ');
  return lastSpace > 0 ? line.slice(0, lastSpace) : line.slice(0, width - 1);
}

/**
 * A name whose start is cut keeps its end on the last line instead ("Apply and Extend / Previous… /
 * of Multiplication"): the last words that fit one line, after the first that fit the lines above.
 */
export function wrapKeepingEnd(name: string, width: number, lines: number): string[] {
  const words = name.split(/\s+/);
  let tail = words.at(-1)!;
  let used = 1;
  while (used < words.length - 1 && `${words.at(-1 - used)} ${tail}`.length <= width) {
    tail = `${words.at(-1 - used)} ${tail}`;
    used += 1;
  }
  if (lines < 2 || words.length < 2 || tail.length > width) return wrapName(name, width, lines);
  return [...wrapName(words.slice(0, -used).join(' '), width, lines - 1), tail];
}

/**
 * The lines of a map's names: each name's start, as `wrapName` gives it, except where two names would read the
 * same; those keep their ends (grade 6 has three groups whose names begin "Apply and Extend Previous
 * Understandings of").
 */
export function mapNameLines(names: readonly string[], width: number, lines: number): string[][] {
  const starts = names.map((name) => wrapName(name, width, lines));
  const readings = new Map<string, number>();
  for (const start of starts) readings.set(start.join('\n'), (readings.get(start.join('\n')) ?? 0) + 1);
  return names.map((name, index) => {
    const start = starts[index]!;
    return readings.get(start.join('\n'))! > 1 ? wrapKeepingEnd(name, width, lines) : start;
  });
}
