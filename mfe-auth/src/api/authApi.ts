import {
  API,
  type LoginRequest,
  type LoginResponse,
  type MessageResponse,
  type RegisterInitiativeRequest,
  type RegisterRequest,
  type RegisterResponse,
} from '@kingside/contracts';
import { api, bearer, SECTION_ENDPOINTS } from '@kingside/ui';

/** The member-account calls of docs/spec.md §7, named with this section's prefix (one api for the whole site). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    authLogin: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: API.login, method: 'POST', body }),
    }),
    authRegister: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: API.register, method: 'POST', body }),
    }),
    authRegisterInitiative: build.mutation<RegisterResponse, RegisterInitiativeRequest>({
      query: (body) => ({ url: API.registerInitiative, method: 'POST', body }),
    }),
    authResendVerification: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: API.resendVerification, method: 'POST', body }),
    }),
    authLogout: build.mutation<MessageResponse, string>({
      query: (token) => ({ url: API.logout, method: 'POST', headers: bearer(token) }),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const {
  useAuthLoginMutation,
  useAuthRegisterMutation,
  useAuthRegisterInitiativeMutation,
  useAuthResendVerificationMutation,
  useAuthLogoutMutation,
} = authApi;
