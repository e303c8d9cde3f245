import {
  MAIL_MODES,
  MAIL_NOTIFY_KEY,
  MAIL_SETTING_KEYS,
  type MailMode,
  type MailSettingKey,
} from '@qurio/contract/limits';
import { fontSize, fontWeight, minTouchTarget, radius, space } from '@qurio/design';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, Pressable, StyleSheet, Text, View } from 'react-native';
import { describeError } from '../../i18n/errors';
import { ErrorText } from '../../ui/ErrorText';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { SettingsCard } from './SettingsPage';
import { useMailSettings, useSetMailMode } from './setting-queries';

/**
 * `/settings/notification`, second card: e-mail per kind of notification, off, at once or in a
 * daily digest (issue 17), as on the web (`settings.mail.*`). Saved as each choice is made, like
 * the switches above; a failed save puts that one choice back.
 */
export function MailSettings() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const query = useMailSettings();
  const setMode = useSetMailMode();
  if (query.isPending) return <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />;
  if (query.isError) return null; // the switches above show the load error and its retry
  const { mail, emailVerified, flags } = query.data;
  return (
    <SettingsCard title={t('settings.mail.title')}>
      <Text style={{ color: colors.muted }}>{t('settings.mail.lead')}</Text>
      {emailVerified ? null : (
        <View style={[styles.notice, { borderColor: colors.border }]}>
          <Text style={{ color: colors.text }}>{t('settings.mail.unverified')}</Text>
          <Link
            href="/settings/email"
            accessibilityRole="link"
            style={[touchTarget, styles.noticeLink, { color: colors.primary }]}
          >
            {t('settings.mail.confirmLink')}
          </Link>
        </View>
      )}
      {MAIL_SETTING_KEYS.map((key, index) => (
        <MailKind
          key={key}
          name={key}
          first={index === 0}
          value={mail[key]}
          notificationsOn={flags[MAIL_NOTIFY_KEY[key]] === true}
          onChange={(mode) => {
            if (mode !== mail[key]) setMode.mutate({ key, mode, previous: mail[key] });
          }}
        />
      ))}
      <ErrorText message={setMode.error ? describeError(t, setMode.error) : null} />
    </SettingsCard>
  );
}

function MailKind({
  name,
  first,
  value,
  notificationsOn,
  onChange,
}: {
  name: MailSettingKey;
  first: boolean;
  value: MailMode;
  notificationsOn: boolean;
  onChange: (mode: MailMode) => void;
}) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const label = t(`settings.toggles.${MAIL_NOTIFY_KEY[name]}.label`);
  const hint = notificationsOn ? undefined : t('settings.mail.needsNotification');
  return (
    <View style={[styles.kind, first ? null : { borderTopColor: colors.border, borderTopWidth: 1 }]}>
      <Text style={[styles.label, { color: colors.text }]}>{label}</Text>
      <View
        accessibilityRole="radiogroup"
        accessibilityLabel={label}
        accessibilityHint={hint}
        style={[styles.segments, { borderColor: colors.border }]}
      >
        {MAIL_MODES.map((mode, index) => {
          const checked = value === mode;
          const disabled = !notificationsOn && mode !== 'off';
          return (
            <Pressable
              key={mode}
              accessibilityRole="radio"
              accessibilityLabel={t(`settings.mail.modes.${mode}`)}
              accessibilityHint={hint}
              accessibilityState={{ checked, disabled }}
              aria-checked={checked}
              disabled={disabled}
              onPress={() => onChange(mode)}
              style={[
                styles.segment,
                index > 0 ? { borderLeftColor: colors.border, borderLeftWidth: 1 } : null,
                checked ? { backgroundColor: colors.primary } : null,
              ]}
            >
              <Text
                numberOfLines={2}
                style={[
                  styles.segmentText,
                  { color: checked ? colors.onPrimary : disabled ? colors.muted : colors.text },
                  checked ? styles.checkedText : null,
                  // Dimmed on the text alone: a translucent Pressable leaves a darker patch on the web.
                  disabled ? styles.disabledText : null,
                ]}
              >
                {t(`settings.mail.modes.${mode}`)}
              </Text>
            </Pressable>
          );
        })}
      </View>
      {hint ? <Text style={{ color: colors.muted }}>{hint}</Text> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  notice: { borderWidth: 1, borderRadius: radius.sm, padding: space.smPlus, gap: space.xsPlus },
  noticeLink: { fontWeight: fontWeight.semibold },
  kind: { gap: space.sm, paddingTop: space.md },
  label: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
  segments: { flexDirection: 'row', borderWidth: 1, borderRadius: radius.pill, overflow: 'hidden' },
  segment: {
    flex: 1,
    minHeight: minTouchTarget,
    justifyContent: 'center',
    alignItems: 'center',
    paddingHorizontal: space.xsPlus,
  },
  segmentText: { fontSize: fontSize.meta, textAlign: 'center' },
  checkedText: { fontWeight: fontWeight.semibold },
  disabledText: { opacity: 0.6 },
});
