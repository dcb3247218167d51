import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AccountPageId } from '../../lib/domain/account';
import type { PanelProps } from './panel-props';

type Panel = LazyExoticComponent<ComponentType<PanelProps>>;

/** Each page's panel is its own chunk, loaded when the page opens. */
export const PANELS: Record<AccountPageId, Panel> = {
  home: lazy(() => import('./pages/AccountHome')),
  mydetails: lazy(() => import('./pages/MyDetails')),
  accountdetails: lazy(() => import('./pages/StoreAccountDetails')),
  mypreviousorders: lazy(() => import('./pages/OrderHistory')),
  'saved-orders': lazy(() => import('./pages/SavedOrders')),
  orders: lazy(() => import('./pages/OrderDetails')),
  myfavourites: lazy(() => import('./pages/MyFavourites')),
  myaddressbook: lazy(() => import('./pages/AddressBook')),
  'address-add': lazy(() => import('./pages/AddressEditor')),
  'address-edit': lazy(() => import('./pages/AddressEditor')),
  'update-password': lazy(() => import('./pages/UpdatePassword')),
  messages: lazy(() => import('./pages/Messages')),
  'member-resources': lazy(() => import('./pages/MemberResources')),
  'notification-settings': lazy(() => import('./pages/NotificationSettings')),
  customers: lazy(() => import('./pages/Customers')),
  'customer-details': lazy(() => import('./pages/CustomerDetails')),
  members: lazy(() => import('./pages/Members')),
  'member-details': lazy(() => import('./pages/MemberDetails')),
  users: lazy(() => import('./pages/Users')),
  payments: lazy(() => import('./pages/Payments')),
  catalogue: lazy(() => import('./pages/Catalogue')),
  'catalogue-product': lazy(() => import('./pages/CatalogueProduct')),
  'catalogue-new': lazy(() => import('./pages/CatalogueNew')),
  'catalogue-prices': lazy(() => import('./pages/CataloguePrices')),
  'catalogue-listings': lazy(() => import('./pages/CatalogueListings')),
  'catalogue-listing': lazy(() => import('./pages/CatalogueListing')),
  network: lazy(() => import('./pages/Network')),
  'store-new': lazy(() => import('./pages/StoreNew')),
  'store-edit': lazy(() => import('./pages/StoreEdit')),
  'allocation-settings': lazy(() => import('./pages/AllocationSettings')),
  promotions: lazy(() => import('./pages/Promotions')),
  'promotion-new': lazy(() => import('./pages/PromotionNew')),
  'promotion-edit': lazy(() => import('./pages/PromotionEdit')),
  'promotion-usage': lazy(() => import('./pages/PromotionUsage')),
  'promotion-batch': lazy(() => import('./pages/PromotionBatch')),
  'promotion-automatic': lazy(() => import('./pages/PromotionAutomatic')),
  'delivery-rules': lazy(() => import('./pages/DeliveryRules')),
};
