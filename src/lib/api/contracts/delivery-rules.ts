/** Bodies of the Delivery screen's API (Flowerline only; docs/adr/0774). */
export { closedDateInput as ClosedDateNewModel, cutoffRuleInput as CutoffRuleNewModel, feeRuleInput as FeeRuleNewModel, peakDayInput as PeakDayNewModel } from '../../domain/delivery-rule-input';
