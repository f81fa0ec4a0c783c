import {
  API,
  type AdminLoginResponse,
  type AdminVerifyRequest,
  type AdminVerifyResponse,
  type LoginRequest,
  type MessageResponse,
  type SecurityRequest,
  type SecurityResponse,
} from '@kingside/contracts';
import { ACCOUNT_API, ADMIN_API, type ActivityEvent, type AdminStats } from '@kingside/contracts/admin';
import { api, bearer, SECTION_ENDPOINTS } from '@kingside/ui';

/** A call on behalf of the signed-in administrator: the admin token travels as a bearer token (docs/spec.md §6). */
type Authed<T> = T & { token: string };

/** The admin endpoints of sign-in and the dashboard's figures, prefixed `admin` in the one shared api; lists are the kit's (kit/listApi.ts). */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, LoginRequest>({
      query: (body) => ({ url: API.adminLogin, method: 'POST', body }),
    }),
    adminVerify2fa: build.mutation<AdminVerifyResponse, AdminVerifyRequest>({
      query: (body) => ({ url: API.adminVerify2fa, method: 'POST', body }),
    }),
    adminUpdateSecurity: build.mutation<SecurityResponse, Authed<SecurityRequest>>({
      query: ({ token, ...body }) => ({ url: API.adminSecurity, method: 'POST', body, headers: bearer(token) }),
    }),
    adminLogout: build.mutation<MessageResponse, string>({
      query: (token) => ({ url: ADMIN_API.logout, method: 'POST', headers: bearer(token) }),
    }),
    adminGetStats: build.query<AdminStats, string>({
      query: (token) => ({ url: ADMIN_API.stats, headers: bearer(token) }),
      providesTags: ['AdminUsers'],
      keepUnusedDataFor: 0,
    }),
    adminGetActivity: build.query<ActivityEvent[], string>({
      query: (token) => ({ url: `${ACCOUNT_API.activity}?limit=3`, headers: bearer(token) }),
      keepUnusedDataFor: 0,
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const {
  useAdminLoginMutation,
  useAdminVerify2faMutation,
  useAdminUpdateSecurityMutation,
  useAdminLogoutMutation,
  useAdminGetStatsQuery,
  useAdminGetActivityQuery,
} = adminApi;
