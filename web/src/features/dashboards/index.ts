// What other features use of the dashboards: the saturation heatmap and its call (the resources usage page).
export { SaturationHeatmap } from './charts/index.ts';
export { useSaturationQuery } from './api/saturation-api.ts';
