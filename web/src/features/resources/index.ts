// What other features use of resources: the sectors in reach with their rooms and doctors, and the doctors' names
// (the dashboards' room and doctor choosers).
export { useDoctorNamesQuery, useSectorsWithResourcesQuery } from './api/resources-api.ts';
