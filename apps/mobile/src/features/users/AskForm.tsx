import { LIMITS } from '@qurio/contract/limits';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { writes } from '@qurio/queries';
import { Link } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { ThemedSwitch } from '../../ui/ThemedSwitch';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { useSession } from '../session/SessionProvider';
import type { PublicUser } from './profile-actions';

/**
 * SPEC §2: the form shows on another member's profile, or to a guest, while asking is allowed;
 * a guest facing allow_only_accounts gets a way to sign in instead.
 */
export function AskArea({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { user: me } = useSession();
  if (!user.allow_ask) {
    return <Text style={[styles.note, { color: colors.muted }]}>{t('ask.closed', { username: user.username })}</Text>;
  }
  if (!me && user.allow_only_accounts) {
    return (
      <View style={[styles.card, { backgroundColor: colors.card, borderColor: colors.border }]}>
        <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
          {t('ask.signInTitle')}
        </Text>
        <Text style={{ color: colors.muted }}>{t('ask.signInText', { username: user.username })}</Text>
        <View style={styles.row}>
          <Link href="/login" accessibilityRole="link" accessibilityLabel={t('nav.login')} style={touchTarget}>
            <Text style={[styles.link, { color: colors.primary }]}>{t('nav.login')}</Text>
          </Link>
          <Link href="/signup" accessibilityRole="link" accessibilityLabel={t('nav.signup')} style={touchTarget}>
            <Text style={[styles.link, { color: colors.primary }]}>{t('nav.signup')}</Text>
          </Link>
        </View>
      </View>
    );
  }
  return <AskForm recipient={user} />;
}

/**
 * The ask form (SPEC §4 "Ask form": idle, sending, message shown). Members ask anonymously unless
 * they switch it off; guests always ask anonymously, so they get no switch.
 */
function AskForm({ recipient }: { recipient: PublicUser }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { user: me } = useSession();
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(true);
  const ask = useWriteMutation(writes.ask, { after: () => setText('') });
  const tooShort = text.trim().length < LIMITS.questionMin;

  return (
    <View style={[styles.card, { backgroundColor: colors.card, borderColor: colors.border }]}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {t('ask.title', { username: recipient.username })}
      </Text>
      <TextField
        label={t('ask.label')}
        placeholder={t('ask.placeholder')}
        hint={t('form.counter', { count: text.length, max: LIMITS.questionMax })}
        value={text}
        onChangeText={(value) => {
          setText(value);
          // A new question clears the last outcome.
          if (!ask.isPending) ask.reset();
        }}
        multiline
        maxLength={LIMITS.questionMax}
        autoCapitalize="sentences"
      />
      {me ? (
        <View style={styles.switchRow}>
          <ThemedSwitch
            accessibilityLabel={t('ask.anonymous')}
            accessibilityState={{ checked: anonymous }}
            value={anonymous}
            onValueChange={setAnonymous}
          />
          <Text style={{ color: colors.text }}>{t('ask.anonymous')}</Text>
        </View>
      ) : (
        <Text style={{ color: colors.muted }}>{t('ask.guestHint')}</Text>
      )}
      {me && !anonymous ? <Text style={{ color: colors.muted }}>{t('ask.namedHint')}</Text> : null}
      <ErrorText message={ask.error ? describeError(t, ask.error) : null} />
      {ask.isSuccess ? (
        <Text accessibilityRole="alert" accessibilityLiveRegion="polite" style={{ color: colors.primary }}>
          {t('ask.sent')}
        </Text>
      ) : null}
      <Button
        label={t('ask.submit')}
        disabled={tooShort}
        busy={ask.isPending}
        onPress={() => ask.mutate({ user_id: recipient.id, question: text.trim(), ...(me ? { anonymous } : {}) })}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  card: {
    marginHorizontal: space.md,
    padding: space.mdPlus,
    gap: space.smPlus,
    borderRadius: radius.md,
    borderWidth: StyleSheet.hairlineWidth,
  },
  title: { fontSize: fontSize.input, fontWeight: fontWeight.bold },
  row: { flexDirection: 'row', gap: space.lg },
  link: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
  switchRow: { flexDirection: 'row', alignItems: 'center', gap: space.smPlus },
  note: { marginHorizontal: space.lg, fontSize: fontSize.body },
});
