// What the browser builds share as `@kingside/ui` (packages/webpack-config/common.js's sharedSingletons): the main
// entry (index.ts) but MemoryRouter.
import './emotionTheme';
export { theme } from './theme';
export { AppProviders } from './AppProviders';
export { Button, ButtonLink, buttonStyle, type ButtonVariant } from './components/Button';
export { Input, TextArea, Select } from './components/Field';
export { Container, Card, CardBody, Badge, Grid, Section, PageHeading } from './components/Layout';
export { Skeleton, SKELETON_GROUP, pulsing } from './components/Skeleton';
export { useToast } from './components/Toaster';
export { useDocumentTitle } from './useDocumentTitle';
export { formErrors, loadedFormRules, loadFormRules, preloadFormRules, useSingleSubmit, type FormRules } from './formRules';
export {
  DrawnForContext,
  HydratedSeparately,
  PrerenderedUntilHydrated,
  PrerenderingContext,
  useDrawnWithout,
  usePrerendering,
} from './prerendering';
export { useEarlyAction, useEarlyProps, EARLY_MIN_ATTRIBUTE, EARLY_STEP_ATTRIBUTE, EARLY_STEPPER_ATTRIBUTE } from './earlyActions';
export { collectServerDrawnFields, useKeptField, useKeptValue, type KeepProps } from './serverDrawn';
export { api, SECTION_ENDPOINTS, skipToken } from './store/api';
export * from './routing';
export {
  kingsideBaseQuery,
  serverMessage,
  errorStatus,
  bearer,
  type ApiError,
  type RequestArgs,
  type ResponseMeta,
} from './store/baseQuery';
export { safeStorage } from './store/storage';
export { signOutWhenTokenRefused } from './store/memberSession';
export { cartIdChanged, signedIn, signedOut } from './store/slices';
export { makeStore, useAppDispatch, useAppSelector, selectCartId, selectAuthToken, type AppStore } from './store/store';
export {
  commerceApi,
  cartItemCount,
  productIdsArg,
  useGetProductPageQuery,
  useGetProductsByIdsQuery,
  useGetProductQuery,
  useGetCartQuery,
  useCreateCartMutation,
  useAddCartItemMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
} from './store/commerceApi';
export { useGetMeQuery } from './store/sessionApi';
export { useCartIdWhenReady, useCreateVisitorCart } from './store/visitorCart';
export { NotFound } from './components/NotFound';
export { usePlaceOrderMutation } from './store/commerceApi';
export { CatalogueImage } from './components/CatalogueImage';
export {
  FederatedSlot,
  FederatedSlotProvider,
  /** @public augmented by each remote's src/exposedModules.d.ts (declaration merging), which knip does not count as a use */
  type ExposedModules,
  type FederatedSlotProps,
  type RemoteModuleRef,
} from './components/FederatedSlot';
