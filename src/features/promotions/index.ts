export { PromotionDetailsScreen } from "./promotion-details-screen";
export { PromotionsScreen, promotionsQueryOptions } from "./promotions-screen";
