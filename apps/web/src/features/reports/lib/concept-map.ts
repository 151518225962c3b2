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
    const last = out[lines - 1]!;
    out[lines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}…`;
  }
  return out;
}
