import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { PageLoader } from '../../ui/PageLoader';
import { Switch } from '../../ui/Switch';
import { useToggleSetting } from './mutations';
import shared from './Settings.module.css';
import { type ToggleGroup, type ToggleKey, useToggleSettings } from './setting-queries';

export interface SettingTogglesProps {
  group: ToggleGroup;
  keys: readonly ToggleKey[];
}

/** A list of switches saved one by one as they flip (notifications, account). */
export function SettingToggles({ group, keys }: SettingTogglesProps) {
  const { t } = useTranslation();
  const settings = useToggleSettings(group);
  const toggle = useToggleSetting(group);

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) {
    return (
      <div className={shared.card} role="alert">
        <p className={shared.lead}>{t('settings.loadError')}</p>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            {t('settings.retry')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <ul className={shared.toggleList}>
      {keys.map((key) => (
        <li key={key}>
          <Toggle
            name={key}
            checked={settings.data[key] === true}
            onChange={(on) => toggle.mutate({ group, key, on })}
          />
        </li>
      ))}
    </ul>
  );
}

function Toggle({ name, checked, onChange }: { name: ToggleKey; checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Switch
      name={name}
      className={shared.toggle}
      label={t(`settings.toggles.${name}.label`)}
      hint={t(`settings.toggles.${name}.hint`)}
      checked={checked}
      onChange={onChange}
    />
  );
}
