import type {
  BugIssue,
  BugIssuePage,
  BugTrackerSettings,
  BugTrackerSettingsBody,
} from '@teleplan/proto/logger';
import { api } from '../../../shared/api/api.ts';
import { withQuery } from '../../../shared/api/query-string.ts';

/** Issues a page of the list shows. */
export const BUG_PAGE_SIZE = 50;

/** The bug viewer's calls: the server reads the configured tracker, the browser never calls it. */
export const bugsApi = api.enhanceEndpoints({ addTagTypes: ['BugTracker'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Pages count from 1, as the tracker does. */
    bugIssues: build.query<BugIssuePage, number>({
      query: (page) => withQuery('bug-hunter/issues', { page, size: BUG_PAGE_SIZE }),
      providesTags: ['BugTracker'],
    }),
    bugIssue: build.query<BugIssue, number>({
      query: (id) => `bug-hunter/issues/${id}`,
      providesTags: ['BugTracker'],
    }),
    trackerSettings: build.query<BugTrackerSettings, undefined>({
      query: () => 'bug-hunter/settings',
      providesTags: ['BugTracker'],
    }),
    saveTrackerSettings: build.mutation<BugTrackerSettings, BugTrackerSettingsBody>({
      query: (body) => ({ url: 'bug-hunter/settings', method: 'PUT', body }),
      invalidatesTags: ['BugTracker'],
    }),
  }),
});

export const {
  useBugIssuesQuery,
  useBugIssueQuery,
  useTrackerSettingsQuery,
  useSaveTrackerSettingsMutation,
} = bugsApi;
