import type { TopicLetter } from '@dash/contracts';

/** The icon of a lesson group's topic (spec §3 `tl`): a coloured dot with its letter. */
export function TopicDot({ letter, cx, cy }: { letter: TopicLetter; cx: number; cy: number }) {
  return (
    <g className={`concepts__topic concepts__topic--${letter}`} aria-hidden="true">
      <circle cx={cx} cy={cy} r={12} />
      <text x={cx} y={cy + 4} textAnchor="middle">
        {letter}
      </text>
    </g>
  );
}

/** The same icon inline in text (the info pane, the table, the info modal). */
export function TopicBadge({ letter }: { letter: TopicLetter }) {
  return (
    <svg className="concepts__badge" width={24} height={24} viewBox="0 0 24 24" aria-hidden="true">
      <TopicDot letter={letter} cx={12} cy={12} />
    </svg>
  );
}
