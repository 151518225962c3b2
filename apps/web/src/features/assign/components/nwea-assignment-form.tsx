import { ThirdPartyAssignmentForm, type ThirdPartyFormProps } from './third-party-assignment-form';

/** The NWEA Score form (spec §2, §4): per student a domain of their grade, then a RIT score range. */
export function NweaAssignmentForm(props: ThirdPartyFormProps) {
  return <ThirdPartyAssignmentForm {...props} assessment="NWEA" />;
}
