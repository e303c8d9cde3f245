import { Platform, Switch, type SwitchProps } from 'react-native';
import { useTheme } from './theme/ThemeProvider';

/**
 * A switch in the app's colours: the track takes the primary colour when on, the thumb stays white.
 * react-native-web otherwise paints the thumb of a switch that is on in its own teal
 * (`activeThumbColor`, a web-only prop), a colour the app has nowhere else.
 */
export function ThemedSwitch(props: SwitchProps) {
  const { colors } = useTheme();
  const web = Platform.OS === 'web' ? { activeThumbColor: '#ffffff' } : {};
  return (
    <Switch
      trackColor={{ true: colors.primary, false: colors.border }}
      thumbColor="#ffffff"
      ios_backgroundColor={colors.border}
      {...web}
      {...props}
    />
  );
}
