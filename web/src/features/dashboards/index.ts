// What other features use of the dashboards: the sector dashboard (the sector page shows it), the saturation
// heatmap and its call (the resources usage page).
export { SectorStatistics } from './components/scope-dashboards.tsx';
export { SaturationHeatmap } from './charts/index.ts';
export { useSaturationQuery } from './api/saturation-api.ts';
