import { ANONYMOUS_CIRCLES, ASK_CIRCLES } from '@qurio/contract/asking';
import { accountSettings } from '@qurio/contract/routes';
import { fontSize, fontWeight, minTouchTarget, radius, space } from '@qurio/design';
import { type AskingRule, writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, Pressable, StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { ErrorText } from '../../ui/ErrorText';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { SettingsCard } from './SettingsPage';
import { settingsKeys } from './setting-queries';

/**
 * `/settings/account`, first card (issue 33), as on the web (`settings.asking.*`): who may ask and
 * who may ask anonymously, each saved as it is chosen; a failed save puts that choice back.
 */
export function AskingRules() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const query = useQuery({
    queryKey: settingsKeys.account,
    queryFn: ({ signal }) => api.call(accountSettings, undefined, { signal }),
  });
  const setRule = useWriteMutation(writes.setAskingRule);
  if (query.isPending) return <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />;
  if (query.isError) return null; // the switches below show the load error and its retry
  const { ask_from, anonymous_from } = query.data.settings;
  const choose = (rule: AskingRule) => {
    if (rule.value === (rule.key === 'ask_from' ? ask_from : anonymous_from)) return;
    setRule.mutate({
      rule,
      previous:
        rule.key === 'ask_from'
          ? { key: 'ask_from', value: ask_from }
          : { key: 'anonymous_from', value: anonymous_from },
    });
  };
  const small = anonymous_from === 'following' || anonymous_from === 'mutuals';
  return (
    <SettingsCard title={t('settings.asking.title')}>
      <Text style={{ color: colors.muted }}>{t('settings.asking.lead')}</Text>
      <Choices
        label={t('settings.asking.askFrom')}
        options={ASK_CIRCLES.map((circle) => ({ value: circle, label: t(`settings.asking.circles.${circle}`) }))}
        value={ask_from}
        onChange={(value) => choose({ key: 'ask_from', value })}
      />
      <Choices
        label={t('settings.asking.anonymousFrom')}
        options={ANONYMOUS_CIRCLES.map((circle) => ({
          value: circle,
          label: t(`settings.asking.anonymousCircles.${circle}`),
        }))}
        value={anonymous_from}
        onChange={(value) => choose({ key: 'anonymous_from', value })}
      />
      <Text style={{ color: colors.muted }}>
        {small ? t('settings.asking.smallCircle') : t('settings.asking.guestsNote')}
      </Text>
      <ErrorText message={setRule.error ? describeError(t, setRule.error) : null} />
    </SettingsCard>
  );
}

function Choices<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Array<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
}) {
  const { colors } = useTheme();
  return (
    <View accessibilityRole="radiogroup" accessibilityLabel={label}>
      <Text style={[styles.legend, { color: colors.text }]}>{label}</Text>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <Pressable
            key={option.value}
            accessibilityRole="radio"
            accessibilityLabel={option.label}
            accessibilityState={{ checked }}
            aria-checked={checked}
            onPress={() => onChange(option.value)}
            style={styles.option}
          >
            <View style={[styles.ring, { borderColor: checked ? colors.primary : colors.muted }]}>
              {checked ? <View style={[styles.dot, { backgroundColor: colors.primary }]} /> : null}
            </View>
            <Text style={[styles.optionText, { color: colors.text }]}>{option.label}</Text>
          </Pressable>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  legend: { fontSize: fontSize.body, fontWeight: fontWeight.semibold, marginTop: space.sm },
  option: { flexDirection: 'row', alignItems: 'center', gap: space.md, minHeight: minTouchTarget },
  ring: {
    width: space.lg,
    height: space.lg,
    borderRadius: radius.pill,
    borderWidth: 2,
    alignItems: 'center',
    justifyContent: 'center',
  },
  dot: { width: space.sm, height: space.sm, borderRadius: radius.pill },
  optionText: { flexShrink: 1, fontSize: fontSize.body },
});
