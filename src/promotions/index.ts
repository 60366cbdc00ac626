export {
  BENEFITS_PROMOTION_ID,
  PromotionBlock,
  PromotionBlocks,
  TOP_BANNER_PROMOTION_ID,
  type PromotionBlockProps,
  type PromotionBlocksProps,
} from './promotions';
