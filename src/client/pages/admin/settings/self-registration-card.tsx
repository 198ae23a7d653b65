import { useSelfRegistration, useSetSelfRegistration } from '../../../api/settings';
import { SwitchSettingCard } from './switch-setting-card';

/** Whether visitors may create their own coach account (off by default). */
export function SelfRegistrationCard() {
  return (
    <SwitchSettingCard
      title="Self-Registration"
      label="Let people create their own coach account"
      description="New accounts are coaches without a team until you assign one. Leave this off to create every account yourself."
      setting={useSelfRegistration()}
      change={useSetSelfRegistration()}
      isOn={(saved) => saved.enabled}
      changed={(on) => (on ? 'Self-registration turned on' : 'Self-registration turned off')}
      failed="Error changing self-registration"
    />
  );
}
