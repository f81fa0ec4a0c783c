import {
  ADMIN_API,
  API,
  type AdminLoginResponse,
  type AdminStats,
  type AdminUsersQuery,
  type AdminUsersResponse,
  type AdminVerifyRequest,
  type AdminVerifyResponse,
  type LoginRequest,
  type MessageResponse,
  type SecurityRequest,
  type SecurityResponse,
} from '@kingside/contracts';
import { api, bearer, SECTION_ENDPOINTS } from '@kingside/ui';

/** A call on behalf of the signed-in administrator: the admin token travels as a bearer token (docs/spec.md §6). */
type Authed<T> = T & { token: string };

function usersUrl({ limit, offset, initiativeMember }: AdminUsersQuery): string {
  const query = new URLSearchParams();
  if (limit !== undefined) query.set('limit', String(limit));
  if (offset !== undefined) query.set('offset', String(offset));
  if (initiativeMember !== undefined) query.set('initiativeMember', String(initiativeMember));
  const text = query.toString();
  return text ? `${API.adminUsers}?${text}` : API.adminUsers;
}

/** The admin endpoints of docs/spec.md §7 (and /stats, /logout), prefixed `admin` in the one shared api. */
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
    adminGetUsers: build.query<AdminUsersResponse, Authed<AdminUsersQuery>>({
      query: ({ token, ...query }) => ({ url: usersUrl(query), headers: bearer(token) }),
      providesTags: ['AdminUsers'],
      // An admin list must be current when the admin opens it, not whatever was loaded an hour ago.
      keepUnusedDataFor: 0,
    }),
    adminGetStats: build.query<AdminStats, string>({
      query: (token) => ({ url: ADMIN_API.stats, headers: bearer(token) }),
      providesTags: ['AdminUsers'],
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
  useAdminGetUsersQuery,
  useAdminGetStatsQuery,
} = adminApi;
