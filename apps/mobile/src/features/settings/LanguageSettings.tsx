import { LANGUAGES, type Language } from '@qurio/contract/limits';
import { fontSize, minTouchTarget, radius, space } from '@qurio/design';
import { writes } from '@qurio/queries';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { i18n } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { ErrorText } from '../../ui/ErrorText';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useSession } from '../session/SessionProvider';
import { SavedText, SettingsCard, SettingsPage } from './SettingsPage';

/** Each language by its own name, the same whatever the interface language is. */
const NATIVE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  pt: 'Português',
  tr: 'Türkçe',
};

/**
 * `/settings/language`: the interface switches the moment a language is picked, and the choice is
 * saved to the account with `set` (key `lang`) so mails and other devices follow. If saving
 * fails, the previous language comes back.
 */
export function LanguageSettings() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { updateUser } = useSession();
  const current = i18n.language;
  // `writes.setLanguage`: the app switches at once and back if saving fails; the session follows.
  const choose = useWriteMutation(writes.setLanguage, {
    before: async ({ language }) => {
      await i18n.changeLanguage(language);
    },
    undo: async ({ previous }) => {
      await i18n.changeLanguage(previous);
    },
    after: (_result, { language }) => updateUser({ lang: language }),
  });
  return (
    <SettingsPage page="language">
      <SettingsCard title={t('settings.language.legend')}>
        <Text style={{ color: colors.muted }}>{t('settings.language.lead')}</Text>
        <View accessibilityRole="radiogroup" accessibilityLabel={t('settings.language.legend')} style={styles.list}>
          {LANGUAGES.map((language) => {
            const selected = current === language;
            return (
              <Pressable
                key={language}
                accessibilityRole="radio"
                accessibilityLabel={NATIVE_NAMES[language]}
                accessibilityLanguage={language}
                accessibilityState={{ checked: selected, disabled: choose.isPending }}
                aria-checked={selected}
                disabled={choose.isPending}
                onPress={() => {
                  if (!selected) choose.mutate({ language, previous: current as Language });
                }}
                style={[styles.choice, { borderColor: selected ? colors.primary : colors.border }]}
              >
                <Text style={[styles.mark, { color: colors.primary }]}>{selected ? '●' : '○'}</Text>
                <Text style={{ color: colors.text, fontSize: fontSize.input }}>{NATIVE_NAMES[language]}</Text>
              </Pressable>
            );
          })}
        </View>
        <ErrorText message={choose.error ? describeError(t, choose.error) : null} />
        <SavedText message={choose.isSuccess ? t('settings.language.saved') : null} />
      </SettingsCard>
    </SettingsPage>
  );
}

const styles = StyleSheet.create({
  list: { gap: space.sm },
  choice: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.md,
    minHeight: minTouchTarget,
    borderWidth: 1,
    borderRadius: radius.sm,
    paddingHorizontal: space.md,
  },
  mark: { fontSize: fontSize.subheading },
});
