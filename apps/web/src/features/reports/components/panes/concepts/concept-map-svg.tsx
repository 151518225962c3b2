import type { KeyboardEvent } from 'react';
import { domainName, useI18n } from '../../../../../lib/i18n';
import { dotOf, mapNameLines, type ConceptColumn, type ConceptNode } from '../../../lib/concept-map';
import { TopicDot } from './topic-dot';

const COLUMN_WIDTH = 208;
const NODE_WIDTH = 192;
const NODE_HEIGHT = 62;
const ROW_HEIGHT = 74;
const HEADER_HEIGHT = 32;
/** A name's lines: characters of the 12px bold face that fit the 148px beside the dot, and how many lines. */
const NAME_CHARS = 18;
const NAME_LINES = 3;
const DOT_Y = NODE_HEIGHT / 2;

interface ConceptMapSvgProps {
  label: string;
  columns: readonly ConceptColumn[];
  isClassroom: boolean;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/**
 * The SVG map (spec §2): a column per domain, a box per lesson group with its dot. Each box is a button
 * reached with Tab and opened with Enter or Space.
 */
export function ConceptMapSvg({ label, columns, isClassroom, selectedId, onSelect }: ConceptMapSvgProps) {
  const { tOr } = useI18n();
  const rows = Math.max(...columns.map((column) => column.nodes.length));
  const width = columns.length * COLUMN_WIDTH;
  const height = HEADER_HEIGHT + rows * ROW_HEIGHT;
  const nodes = columns.flatMap((column) => column.nodes);
  const nameLines = mapNameLines(
    nodes.map((node) => node.group.name),
    NAME_CHARS,
    NAME_LINES,
  );
  return (
    <div className="concepts__scroll" role="group" aria-label={label}>
      <svg className="concepts__map" viewBox={`0 0 ${width} ${height}`} width={width} height={height}>
        {columns.map((column, index) => (
          <text key={column.code} className="concepts__domain" x={index * COLUMN_WIDTH + 8} y={20}>
            <title>{domainName(tOr, column)}</title>
            {column.code}
          </text>
        ))}
        {nodes.map((node, index) => (
          <ConceptBox
            key={node.group.id}
            node={node}
            nameLines={nameLines[index]!}
            isClassroom={isClassroom}
            isSelected={node.group.id === selectedId}
            onSelect={() => onSelect(node.group.id === selectedId ? null : node.group.id)}
          />
        ))}
      </svg>
    </div>
  );
}

function ConceptBox({
  node,
  nameLines,
  isClassroom,
  isSelected,
  onSelect,
}: {
  node: ConceptNode;
  nameLines: readonly string[];
  isClassroom: boolean;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useI18n();
  const x = node.column * COLUMN_WIDTH + 8;
  const y = HEADER_HEIGHT + node.row * ROW_HEIGHT;
  const dot = dotOf(node, isClassroom);
  const activity =
    dot.kind === 'empty'
      ? t('concepts.dot.empty')
      : dot.kind === 'counter'
        ? t('concepts.students', { count: dot.count })
        : t('concepts.dot.played');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect();
  };
  return (
    <g
      className={isSelected ? 'concepts__node concepts__node--selected' : 'concepts__node'}
      role="button"
      tabIndex={0}
      aria-pressed={isSelected}
      data-group-id={node.group.id}
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      <title>{`${node.group.name} (${node.group.cluster_code}): ${activity}`}</title>
      <rect x={x} y={y} width={NODE_WIDTH} height={NODE_HEIGHT} rx={8} />
      <text x={x + 36} y={y + 18} className="concepts__name" aria-hidden="true">
        {nameLines.map((line, index) => (
          <tspan key={index} x={x + 36} dy={index === 0 ? 0 : 14}>
            {line}
          </tspan>
        ))}
      </text>
      {dot.kind === 'empty' && <circle className="concepts__dot--empty" cx={x + 18} cy={y + DOT_Y} r={10} />}
      {dot.kind === 'counter' && (
        <g className="concepts__counter">
          <circle cx={x + 18} cy={y + DOT_Y} r={12} />
          <text x={x + 18} y={y + DOT_Y + 4} textAnchor="middle">
            {dot.count}
          </text>
        </g>
      )}
      {dot.kind === 'topic' && <TopicDot letter={node.group.tl} cx={x + 18} cy={y + DOT_Y} />}
    </g>
  );
}
