import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './dashboard-tabs.css';

interface DashboardTabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly T[];
  /** Each tab's visible name. */
  tabLabel: (tab: T) => string;
  /** Keeps the ids of two tab sets on one page apart. */
  idPrefix: string;
  /** The active tab's panel. */
  children: (active: T) => ReactNode;
}

/** The key that moves to another tab, and which (arrows wrap around; Home and End go to the ends). */
function nextTab<T>(tabs: readonly T[], active: T, key: string): T | undefined {
  const index = tabs.indexOf(active);
  if (key === 'ArrowRight') return tabs[(index + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(index + tabs.length - 1) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}

/** Tabs of a dashboard, used with the keyboard as the ARIA tabs pattern says (arrows, Home, End). */
export function DashboardTabs<T extends string>({
  label,
  tabs,
  tabLabel,
  idPrefix,
  children,
}: DashboardTabsProps<T>) {
  const [active, setActive] = useState<T>(tabs[0]!);
  const buttons = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKey = (event: KeyboardEvent) => {
    const next = nextTab(tabs, active, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="dashboard-tabs">
      <div role="tablist" aria-label={label} className="dashboard-tabs__list" onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`${idPrefix}-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            className="dashboard-tabs__tab"
            onClick={() => setActive(tab)}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${active}`}
        aria-labelledby={`${idPrefix}-tab-${active}`}
        className="dashboard-tabs__panel"
      >
        {children(active)}
      </div>
    </div>
  );
}
