import { RESOURCE_TABS, type ResourceTab } from '@dash/contracts';
import { useRef, type KeyboardEvent } from 'react';
import { useI18n, type MessageKey } from '../../../lib/i18n';

export const TAB_KEYS: Record<ResourceTab, MessageKey> = {
  classroom: 'resources.tab.classroom',
  parents_family: 'resources.tab.parents_family',
  dashboard_overview: 'resources.tab.dashboard_overview',
  classroom_motivators: 'resources.tab.classroom_motivators',
};

export const tabId = (tab: ResourceTab) => `resources-tab-${tab}`;
export const panelId = (tab: ResourceTab) => `resources-panel-${tab}`;

/** The page's tabs (spec §2), a WAI-ARIA tab list: arrow keys, Home and End move between them. */
export function ResourceTabs({
  selected,
  onSelect,
}: {
  selected: ResourceTab;
  onSelect: (tab: ResourceTab) => void;
}) {
  const { t } = useI18n();
  const refs = useRef<Partial<Record<ResourceTab, HTMLButtonElement | null>>>({});

  function handleKeyDown(event: KeyboardEvent) {
    const index = RESOURCE_TABS.indexOf(selected);
    const last = RESOURCE_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % RESOURCE_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % RESOURCE_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(RESOURCE_TABS[next]!);
    refs.current[RESOURCE_TABS[next]!]?.focus();
  }

  return (
    <div
      className="resources-tabs"
      role="tablist"
      aria-label={t('resources.tabs.label')}
      onKeyDown={handleKeyDown}
    >
      {RESOURCE_TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          className="resources-tabs__tab"
          onClick={() => onSelect(tab)}
        >
          {t(TAB_KEYS[tab])}
        </button>
      ))}
    </div>
  );
}
