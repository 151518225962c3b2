import type { ReactNode } from 'react';

/** A term and its value. */
export type Fact = readonly [label: string, value: ReactNode];

/** Facts of an assignment as a description list, one `<div>` of term and value each (styled by `className`). */
export function FactList({ className, facts }: { className: string; facts: readonly Fact[] }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
