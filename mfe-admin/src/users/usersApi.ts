import { type MessageResponse, type Role } from '@kingside/contracts';
import { ACCOUNT_API, type AdminUserDetail } from '@kingside/contracts/admin';
import { SECTION_ENDPOINTS } from '@kingside/ui';
import { listApi, listTag } from '../kit/listApi';
import { viaAdminRequest } from '../session/adminRequest';

/*
 * Account care, prefixed `adminUser` in the one shared api. The lists are the kit's (tagged by
 * ACCOUNT_API.users: the users page and the dashboard's tabs); every action answers the user as they are now
 * (erasure answers nothing: the user is read again), and may change what every users list shows.
 */

const USER = 'AdminUser' as const;

export const usersApi = listApi.enhanceEndpoints({ addTagTypes: [USER] }).injectEndpoints({
  endpoints: (build) => {
    /** An action on a user that answers the user as they are now. */
    const action = (url: (id: number) => string, method: 'POST' | 'PATCH', body?: (arg: { id: number; role?: Role }) => unknown) =>
      build.mutation<AdminUserDetail, { id: number; role?: Role }>({
        queryFn: viaAdminRequest(
          (arg) => ({ url: url(arg.id), method, ...(body ? { body: body(arg) } : {}) }),
          (answer) => answer as AdminUserDetail,
        ),
        invalidatesTags: (_result, error) => (error ? [] : [listTag(ACCOUNT_API.users)]),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const user = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
          if (user) dispatch(usersApi.util.upsertQueryData('adminUserGet', id, user));
        },
      });
    return {
      adminUserGet: build.query<AdminUserDetail, number>({
        queryFn: viaAdminRequest(
          (id) => ({ url: ACCOUNT_API.user(id) }),
          (answer) => answer as AdminUserDetail,
        ),
        providesTags: (_result, _error, id) => [{ type: USER, id }],
        keepUnusedDataFor: 0,
      }),
      adminUserUnlock: action(ACCOUNT_API.unlock, 'POST'),
      adminUserSetRole: action(ACCOUNT_API.user, 'PATCH', ({ role }) => ({ role })),
      adminUserResendVerification: build.mutation<MessageResponse, number>({
        queryFn: viaAdminRequest(
          (id) => ({ url: ACCOUNT_API.resendVerification(id), method: 'POST' }),
          (answer) => answer as MessageResponse,
        ),
      }),
      adminUserErase: build.mutation<null, number>({
        queryFn: viaAdminRequest(
          (id) => ({ url: ACCOUNT_API.user(id), method: 'DELETE' }),
          () => null,
        ),
        invalidatesTags: (_result, error, id) => (error ? [] : [listTag(ACCOUNT_API.users), { type: USER, id }]),
      }),
    };
  },
  ...SECTION_ENDPOINTS,
});

export const {
  useAdminUserGetQuery,
  useAdminUserUnlockMutation,
  useAdminUserSetRoleMutation,
  useAdminUserResendVerificationMutation,
  useAdminUserEraseMutation,
} = usersApi;
