export { PromotionDetailsScreen } from "./promotion-details-screen";
export { PromotionsScreen } from "./promotions-screen";
