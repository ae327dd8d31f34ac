import { object, string } from 'yup';

export interface SectorFormValues {
  name: string;
  license: string;
  sectorManager: string;
}

/** Sector form (docs/screens.md#forms): name and manager required; the licence key, asked at creation only, too. */
export function sectorFormSchema(creating: boolean) {
  return object({
    name: string().trim().required('sectors:form.nameRequired'),
    license: creating ? string().trim().required('sectors:form.licenseRequired') : string(),
    sectorManager: string().required('sectors:form.managerRequired'),
  });
}
