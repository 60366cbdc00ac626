export {
  ExpansionPanel,
  ExpansionPanelGroup,
  type ExpansionPanelGroupProps,
  type ExpansionPanelProps,
  type HeadingLevel,
} from './expansion-panel';
export {
  groupReducer,
  type ExpansionPanelGroupSize,
  type ExpansionPanelVariant,
  type GroupAction,
  type GroupState,
} from './expansion-panel.logic';
