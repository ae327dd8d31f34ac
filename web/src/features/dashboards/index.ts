// What other features use of the dashboards: the sector dashboard (the sector page shows it).
export { SectorStatistics } from './components/scope-dashboards.tsx';
