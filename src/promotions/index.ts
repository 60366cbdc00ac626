export {
  BENEFITS_PROMOTION_ID,
  PromotionBlock,
  PromotionBlocks,
  TOP_BANNER_PROMOTION_ID,
  type PromotionBlockProps,
  type PromotionBlocksProps,
} from './promotions';
export { HEADER_PROMOTIONS_WAIT_MS, waitForHeaderPromotions } from './header-promotions-wait';
