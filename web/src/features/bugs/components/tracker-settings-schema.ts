import type { BugTrackerSettings, BugTrackerSettingsBody } from '@teleplan/proto/logger';
import { object, string } from 'yup';

export interface TrackerSettingsValues {
  url: string;
  projectId: string;
  /** Write-only: always empty at first; left empty, the saved token stays. */
  token: string;
}

/** URL (http or https) and project id required; the token too until one is saved. */
export function trackerSettingsSchema(tokenSet: boolean) {
  return object({
    url: string()
      .trim()
      .required('bugs:settings.required')
      .matches(/^https?:\/\/\S+$/i, 'bugs:settings.urlFormat'),
    projectId: string()
      .trim()
      .required('bugs:settings.required')
      .matches(/^[1-9]\d{0,8}$/, 'bugs:settings.projectFormat'),
    token: tokenSet ? string() : string().trim().required('bugs:settings.required'),
  });
}

export function trackerSettingsValues(settings: BugTrackerSettings | undefined): TrackerSettingsValues {
  return {
    url: settings?.url ?? '',
    projectId: settings?.projectId ? String(settings.projectId) : '',
    token: '',
  };
}

/** The PUT body: an empty token is left out so the saved one stays. */
export function trackerSettingsBody(values: TrackerSettingsValues): BugTrackerSettingsBody {
  const token = values.token.trim();
  return {
    url: values.url.trim(),
    projectId: Number(values.projectId.trim()),
    ...(token ? { token } : {}),
  };
}
