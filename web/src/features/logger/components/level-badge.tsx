import type { LogLevel } from '@teleplan/proto/logger';

/** The colour family of each level (docs/screens.md#logger): the level's name is always written beside it. */
const LEVEL_TONE: Record<LogLevel, 'severe' | 'warning' | 'info' | 'fine'> = {
  SEVERE: 'severe',
  WARNING: 'warning',
  INFO: 'info',
  CONFIG: 'info',
  FINE: 'fine',
  FINER: 'fine',
  FINEST: 'fine',
};

export function LevelBadge({ level }: { level: LogLevel }) {
  return <span className={`level-badge level-badge--${LEVEL_TONE[level]}`}>{level}</span>;
}
