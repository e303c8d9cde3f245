import { LIMITS } from '@qurio/contract/limits';
import * as routes from '@qurio/contract/routes';
import { fontSize, fontWeight, space } from '@qurio/design';
import { writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { SavedText, SettingsCard, SettingsPage } from '../settings/SettingsPage';
import { safetyKeys } from './safety-keys';

type MutedWord = { word: string; date_added: string };

/**
 * `/settings/muted-words` (issue 16): up to 100 words or phrases; a question containing one is
 * held back from the inbox. Mute and unmute answer with the whole list, which replaces the cache.
 */
export function MutedWordsSettings() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [word, setWord] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const list = useQuery({
    queryKey: safetyKeys.mutedWords,
    queryFn: async () => (await api.call(routes.mutedWords)).words as MutedWord[],
  });
  // `writes.muteWord`: the server's whole list replaces the cached one.
  const mute = useWriteMutation(writes.muteWord, {
    before: () => setSaved(null),
    after: (_response, { word: value }) => {
      setWord('');
      setSaved(t('safety.muted.added', { word: value.trim() }));
    },
  });
  const unmute = useWriteMutation(writes.muteWord, {
    before: () => setSaved(null),
    after: (_response, { word: value }) => setSaved(t('safety.muted.removed', { word: value })),
  });
  const failure = mute.error ?? unmute.error;
  const words = list.data ?? [];

  return (
    <SettingsPage page="mutedWords">
      <Text style={{ color: colors.muted }}>{t('safety.muted.lead')}</Text>
      <SettingsCard>
        <TextField
          label={t('safety.muted.label')}
          hint={t('safety.muted.hint', { max: LIMITS.mutedWordMax })}
          value={word}
          onChangeText={(value) => {
            setWord(value);
            mute.reset();
          }}
          maxLength={LIMITS.mutedWordMax}
          returnKeyType="done"
          onSubmitEditing={() => mute.mutate({ word, mute: true })}
        />
        <ErrorText message={failure ? describeError(t, failure) : null} />
        <SavedText message={saved} />
        <Button label={t('safety.muted.add')} busy={mute.isPending} onPress={() => mute.mutate({ word, mute: true })} />
      </SettingsCard>
      <SettingsCard title={t('safety.muted.listTitle')}>
        {list.isSuccess ? (
          <Text style={{ color: colors.muted }}>
            {t('safety.muted.count', { used: words.length, max: LIMITS.mutedWordsMax })}
          </Text>
        ) : null}
        {list.isPending ? <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} /> : null}
        {list.isError ? <ErrorText message={describeError(t, list.error)} /> : null}
        {list.isSuccess && words.length === 0 ? (
          <Text style={{ color: colors.muted }}>{t('safety.muted.empty')}</Text>
        ) : null}
        {words.map((item) => (
          <View key={item.word} style={[styles.row, { borderColor: colors.border }]}>
            <Text style={[styles.word, { color: colors.text }]}>{item.word}</Text>
            <Button
              variant="secondary"
              label={t('safety.muted.unmute')}
              accessibilityLabel={t('safety.muted.remove', { word: item.word })}
              busy={unmute.isPending && unmute.variables?.word === item.word}
              onPress={() => unmute.mutate({ word: item.word, mute: false })}
            />
          </View>
        ))}
      </SettingsCard>
      <Link href="/held-questions" accessibilityRole="link" style={touchTarget}>
        <Text style={{ color: colors.primary, fontWeight: fontWeight.semibold }}>{t('safety.muted.heldLink')}</Text>
      </Link>
    </SettingsPage>
  );
}

const styles = StyleSheet.create({
  row: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.smPlus,
    paddingTop: space.sm,
    borderTopWidth: StyleSheet.hairlineWidth,
  },
  word: { flex: 1, fontSize: fontSize.input },
});
