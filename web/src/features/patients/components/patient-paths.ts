/** Where a patient's page is. */
export const viewPath = (id: string) => `/app/patients/${id}/view`;
