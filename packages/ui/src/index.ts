import './emotionTheme';
export { theme, type AppTheme } from './theme';
export { GlobalStyles } from './GlobalStyles';
export { AppProviders } from './AppProviders';
export { Button, ButtonLink, buttonStyle, type ButtonProps, type ButtonVariant } from './components/Button';
export { Input, TextArea, Select } from './components/Field';
export { Container, Card, CardBody, Badge, Grid, Section, PageHeading } from './components/Layout';
export { Skeleton, SkeletonCards, SKELETON_GROUP, pulsing } from './components/Skeleton';
export { Tabs, type TabItem } from './components/Tabs';
export { Dialog } from './components/Dialog';
export { Switch } from './components/Switch';
export { Toaster, useToast } from './components/Toaster';
export { useDocumentTitle } from './useDocumentTitle';
export { formErrors, loadedFormRules, loadFormRules, preloadFormRules, useSingleSubmit, type FormRules } from './formRules';
export { HydratedSeparately, PrerenderedUntilHydrated, PrerenderingContext, usePrerendering } from './prerendering';
export { collectServerDrawnFields, useEarlyAction, useEarlyProps, useKeptField, useKeptValue } from './serverDrawn';
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
export {
  cartSlice,
  sessionSlice,
  toastSlice,
  cartIdChanged,
  cartCreationStarted,
  cartCreationFailed,
  signedIn,
  signedOut,
  toastAdded,
  toastDismissed,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  type ToastMessage,
  type ToastVariant,
} from './store/slices';
export {
  makeStore,
  useAppDispatch,
  useAppSelector,
  selectCartId,
  selectAuthToken,
  type AppStore,
  type RootState,
  type AppDispatch,
} from './store/store';
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
export { sessionApi, useGetMeQuery } from './store/sessionApi';
export { CART_WAIT_MS, cartIdWhenReady, useCartIdWhenReady, useCreateVisitorCart } from './store/visitorCart';
export { NotFound } from './components/NotFound';
export { QuantityStepper } from './components/QuantityStepper';
export { usePlaceOrderMutation } from './store/commerceApi';
export { FilterBar, type FilterOption } from './components/FilterBar';
export { useListState, type ListControls } from './useListState';
export { PagedList, type PagedListProps, type PageResult } from './components/PagedList';
export {
  MediaCard,
  MediaCardSkeleton,
  MediaCardSkeletons,
  MEDIA_IMAGE,
  MEDIA_IMAGE_SIZES,
  type MediaCardProps,
} from './components/MediaCard';
export { CatalogueImage, type CatalogueImageProps } from './components/CatalogueImage';
export { FederatedSlot, FederatedSlotProvider, type FederatedSlotProps } from './components/FederatedSlot';
