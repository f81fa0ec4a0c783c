import { type MessageResponse } from '@kingside/contracts';
import { ACCOUNT_API, type PasswordChangeRequest, type SignInSession } from '@kingside/contracts/admin';
import { SECTION_ENDPOINTS } from '@kingside/ui';
import { listApi } from '../kit/listApi';
import { viaAdminRequest } from '../session/adminRequest';

/** The signed-in administrator's own settings, prefixed `adminSettings` in the one shared api. */

const SESSIONS = 'AdminSessions' as const;

export const settingsApi = listApi.enhanceEndpoints({ addTagTypes: [SESSIONS] }).injectEndpoints({
  endpoints: (build) => ({
    adminSettingsChangePassword: build.mutation<MessageResponse, PasswordChangeRequest>({
      queryFn: viaAdminRequest(
        (body) => ({ url: ACCOUNT_API.password, method: 'POST', body }),
        (answer) => answer as MessageResponse,
      ),
      // The other sign-ins were signed out.
      invalidatesTags: (_result, error) => (error ? [] : [SESSIONS]),
    }),
    adminSettingsSessions: build.query<SignInSession[], void>({
      queryFn: viaAdminRequest(
        () => ({ url: ACCOUNT_API.sessions }),
        (answer) => (Array.isArray(answer) ? (answer as SignInSession[]) : []),
      ),
      providesTags: [SESSIONS],
      keepUnusedDataFor: 0,
    }),
    adminSettingsSignOut: build.mutation<null, number>({
      queryFn: viaAdminRequest(
        (id) => ({ url: ACCOUNT_API.session(id), method: 'DELETE' }),
        () => null,
      ),
      invalidatesTags: (_result, error) => (error ? [] : [SESSIONS]),
    }),
    adminSettingsSignOutOthers: build.mutation<null, void>({
      queryFn: viaAdminRequest(
        () => ({ url: ACCOUNT_API.otherSessions, method: 'DELETE' }),
        () => null,
      ),
      invalidatesTags: (_result, error) => (error ? [] : [SESSIONS]),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const {
  useAdminSettingsChangePasswordMutation,
  useAdminSettingsSessionsQuery,
  useAdminSettingsSignOutMutation,
  useAdminSettingsSignOutOthersMutation,
} = settingsApi;
