import { useDivisionAnalysisSetting, useSetDivisionAnalysisSetting } from '../../../api/settings';
import { SwitchSettingCard } from './switch-setting-card';

/** Whether visitors and coaches may read the divisions' analysis (off by default). */
export function DivisionAnalysisCard() {
  return (
    <SwitchSettingCard
      title="Division Analysis"
      label="Publish the division analysis"
      description="Visitors and coaches can then read each division's analysis (parity, mercy-rule games, the suggested Gold/Silver split). League staff always can."
      setting={useDivisionAnalysisSetting()}
      change={useSetDivisionAnalysisSetting()}
      isOn={(saved) => saved.public}
      changed={(on) => (on ? 'Division analysis is public' : 'Division analysis is for league staff only')}
      failed="Error changing who sees division analysis"
    />
  );
}
