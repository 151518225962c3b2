/** The small picture of a resource card (spec §3 image: base "icon" names one of these), drawn as SVG. */
const PATHS: Record<string, string> = {
  poster: 'M6 3h12v18H6z M9 7h6 M9 11h6 M9 15h4',
  guide: 'M4 5c3-1 5-1 8 1 3-2 5-2 8-1v14c-3-1-5-1-8 1-3-2-5-2-8-1z M12 6v14',
  certificate: 'M4 4h16v12H4z M8 8h8 M8 11h5 M15 16l1 5 2-2 2 2 1-5',
  chart: 'M4 4h16v16H4z M4 9h16 M4 14h16 M9 4v16 M14 4v16',
  tour: 'M12 3l8 4-8 4-8-4z M4 12l8 4 8-4 M4 17l8 4 8-4',
};

export function ResourceIcon({ name }: { name: string }) {
  return (
    <svg
      className="resource-icon"
      viewBox="0 0 24 24"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name] ?? PATHS.guide} fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
