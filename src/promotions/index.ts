export {
  BENEFITS_PROMOTION_ID,
  CampaignRow,
  TOP_BANNER_PROMOTION_ID,
  getCampaignKeys,
  loadCampaign,
} from './campaign-row';
