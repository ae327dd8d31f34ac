import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGGER_TABS, type LoggerTab } from '../domain/logger-filters.ts';

interface LoggerTabsProps {
  active: LoggerTab;
  onChange: (tab: LoggerTab) => void;
}

export const tabId = (tab: LoggerTab) => `logger-tab-${tab}`;
export const panelId = (tab: LoggerTab) => `logger-panel-${tab}`;

/** 'Journaux' and 'Historique des actions', used with the keyboard as the ARIA tabs pattern says. */
export function LoggerTabs({ active, onChange }: LoggerTabsProps) {
  const { t } = useTranslation('logger');
  const buttons = useRef<Partial<Record<LoggerTab, HTMLButtonElement | null>>>({});
  const onKey = (event: KeyboardEvent) => {
    const index = LOGGER_TABS.indexOf(active);
    const last = LOGGER_TABS.length - 1;
    const next = {
      ArrowRight: LOGGER_TABS[index === last ? 0 : index + 1],
      ArrowLeft: LOGGER_TABS[index === 0 ? last : index - 1],
      Home: LOGGER_TABS[0],
      End: LOGGER_TABS[last],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    buttons.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('tabs.label')} className="logger-tabs" onKeyDown={onKey}>
      {LOGGER_TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === active}
          aria-controls={panelId(tab)}
          tabIndex={tab === active ? 0 : -1}
          className="logger-tabs__tab"
          onClick={() => onChange(tab)}
        >
          {t(`tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
