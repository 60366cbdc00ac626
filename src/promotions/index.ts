export {
  BENEFITS_PROMOTION_ID,
  CampaignRow,
  TOP_BANNER_PROMOTION_ID,
  loadCampaign,
} from './campaign-row';
