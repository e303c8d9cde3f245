import { LIMITS } from '@qurio/contract/limits';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { type AskView, askNoticeKeys, askViewOf, writes } from '@qurio/queries';
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
 * a guest the asking rules leave out gets a way to sign in instead, a member outside the circle
 * the rule (issue 33: askViewOf, as on the web).
 */
export function AskArea({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { user: me } = useSession();
  const view = askViewOf(user, me !== null);
  if (view.kind === 'note') {
    return (
      <Text testID="ask-note" style={[styles.note, { color: colors.muted }]}>
        {t(view.key, { username: user.username })}
      </Text>
    );
  }
  if (view.kind === 'signIn') {
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
  return <AskForm recipient={user} view={view} />;
}

/**
 * The ask form (SPEC §4 "Ask form": idle, sending, message shown). Members ask anonymously unless
 * they switch it off or the recipient's rules leave them asking by name; guests always ask
 * anonymously, so they get no switch. Before sending it says what the recipient will see, and
 * when anonymous questions come from a small circle only, that the asker hides only among those
 * few (issue 33).
 */
function AskForm({ recipient, view }: { recipient: PublicUser; view: Extract<AskView, { kind: 'form' }> }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { user: me } = useSession();
  const [text, setText] = useState('');
  const [choice, setAnonymous] = useState(true);
  const anonymous = view.anonymousAllowed && (choice || !me);
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
        // The minimum is said before sending (issue 34), as the web's form says it.
        hint={[
          ...(tooShort
            ? [t('ask.minLength', { count: LIMITS.questionMin - text.trim().length, min: LIMITS.questionMin })]
            : []),
          t('form.counter', { count: text.length, max: LIMITS.questionMax }),
        ].join(' ')}
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
      {me && view.anonymousAllowed ? (
        <View style={styles.switchRow}>
          <ThemedSwitch
            accessibilityLabel={t('ask.anonymous')}
            accessibilityState={{ checked: anonymous }}
            value={anonymous}
            onValueChange={setAnonymous}
          />
          <Text style={{ color: colors.text }}>{t('ask.anonymous')}</Text>
        </View>
      ) : null}
      <View testID="ask-notice">
        {askNoticeKeys(view, anonymous).map((key) => (
          <Text key={key} style={{ color: colors.muted }}>
            {t(key, { username: recipient.username })}
          </Text>
        ))}
      </View>
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
        onPress={() =>
          ask.mutate({
            user_id: recipient.id,
            username: recipient.username,
            question: text.trim(),
            ...(me ? { anonymous } : {}),
            // What the form said; the server refuses an anonymous question if the circle has narrowed since.
            anonymous_from: recipient.asking.anonymous_from,
          })
        }
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
