import { ThirdPartyAssignmentForm, type ThirdPartyFormProps } from './third-party-assignment-form';

/** The Quantile Framework form (spec §2, §4): per student a domain of their grade, then their Quantile measure. */
export function QuantileAssignmentForm(props: ThirdPartyFormProps) {
  return <ThirdPartyAssignmentForm {...props} assessment="QUANTILE" />;
}
