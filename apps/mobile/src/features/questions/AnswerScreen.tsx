import * as routes from '@qurio/contract/routes';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { formatFull, questionKeys } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, Pressable, ScrollView, StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { describeError } from '../../i18n/errors';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Message } from '../../ui/Message';
import { Screen } from '../../ui/Screen';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchRow } from '../../ui/touch-target';
import type { QuestionItem } from '../feeds/QuestionCard';
import { ReportAnswerButton } from '../safety/ReportAnswerButton';
import { RichText } from '../search/RichText';
import { useSession } from '../session/SessionProvider';
import { ShareAnswerButton } from '../share/ShareAnswerButton';
import { AnswerForm } from './AnswerForm';
import { AnswerMedia } from './AnswerMedia';
import { Asker } from './Asker';
import { LikeButton } from './LikeButton';
import { Likers } from './Likers';
import { MediaViewer } from './MediaViewer';
import { OwnAnswerActions } from './OwnAnswerActions';
import { NoticeText, useNotice } from './useNotice';

/**
 * `/{username}/post/{id}`: one answer with the question, the answerer, the date, the like button
 * and the likers, under a back header (a sub-page, SPEC §2).
 */
export function AnswerScreen({ username, id }: { username: string; id: number }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  // Whether the reader liked it depends on who reads: wait for the stored session.
  const ready = useSession().status !== 'restoring';
  const notice = useNotice();
  // Once the owner deleted it, the page says so instead of asking the server again.
  const [deleted, setDeleted] = useState(false);
  const query = useQuery({
    queryKey: questionKeys.one(username, id),
    queryFn: () => api.call(routes.getQuestion, { username, id }).then((response) => response.question),
    enabled: ready && !deleted && Number.isInteger(id) && id > 0,
  });
  const failed = query.error ?? (Number.isInteger(id) && id > 0 ? null : new Error('bad id'));
  return (
    <Screen>
      <ScrollView contentContainerStyle={styles.content}>
        {deleted ? (
          // What stays of the page once its answer is gone; the back header leads on.
          <Message title={t('question.deleted')} />
        ) : (
          <NoticeText notice={notice.notice} />
        )}
        {deleted ? null : failed ? (
          // SPEC §7: a failed load shows the message; the back header leads to the profile.
          <View style={styles.failed}>
            <ErrorText message={describeError(t, failed)} />
          </View>
        ) : query.data ? (
          <AnswerDetail question={query.data} notify={notice.show} onDeleted={() => setDeleted(true)} />
        ) : (
          <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />
        )}
      </ScrollView>
    </Screen>
  );
}

interface DetailProps {
  question: QuestionItem;
  notify(text: string, error?: boolean): void;
  onDeleted(): void;
}

function AnswerDetail({ question, notify, onDeleted }: DetailProps) {
  const { t, i18n } = useTranslation();
  const { colors } = useTheme();
  const { user: me } = useSession();
  const [revealed, setRevealed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const own = question.status === 'answered' && me?.id === question.user_id;
  const answerer = question.user;
  const name = answerer.fullname || answerer.username;
  return (
    <View style={[styles.card, { backgroundColor: colors.card, borderColor: colors.border }]}>
      <Asker question={question} />
      {question.filtered && !revealed ? (
        <View style={styles.filtered}>
          <Text style={{ color: colors.muted }}>{t('question.filtered')}</Text>
          <Button variant="secondary" label={t('question.show')} onPress={() => setRevealed(true)} />
        </View>
      ) : (
        <RichText style={[styles.question, { color: colors.text }]}>{question.question}</RichText>
      )}
      <Link href={`/${answerer.username}`} asChild>
        <Pressable accessibilityRole="link" accessibilityLabel={`${name} @${answerer.username}`} style={styles.person}>
          <Avatar user={answerer} size={40} />
          <Text style={[styles.answerer, { color: colors.text }]}>
            {`${name}${answerer.verified ? ' ✓' : ''} `}
            <Text style={{ color: colors.muted, fontWeight: fontWeight.regular }}>@{answerer.username}</Text>
          </Text>
        </Pressable>
      </Link>
      {question.date_answered ? (
        <Text style={{ color: colors.muted }}>
          {t('app.native.answer.answeredOn', { date: formatFull(question.date_answered, i18n.language) })}
        </Text>
      ) : null}
      {editing ? (
        <AnswerForm
          kind="edit"
          id={question.id}
          initial={question.answer ?? ''}
          initialMedia={question.media}
          onDone={(message) => {
            setEditing(false);
            notify(message);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {question.answer ? (
            <RichText style={[styles.answer, { color: colors.text }]}>{question.answer}</RichText>
          ) : null}
          <AnswerMedia media={question.media} onOpen={setViewing} />
        </>
      )}
      {viewing === null ? null : (
        <MediaViewer media={question.media} start={viewing} onClose={() => setViewing(null)} />
      )}
      {question.status === 'answered' ? (
        <View style={styles.row}>
          <LikeButton question={question} />
          <ShareAnswerButton answer={question} notify={notify} />
        </View>
      ) : null}
      {me && !own && question.status === 'answered' ? (
        <ReportAnswerButton id={question.id} question={question.question} notify={notify} />
      ) : null}
      {own && !editing ? (
        <OwnAnswerActions question={question} onEdit={() => setEditing(true)} notify={notify} onDeleted={onDeleted} />
      ) : null}
      <Likers likers={question.likes ?? []} />
    </View>
  );
}

const styles = StyleSheet.create({
  content: { padding: space.md, gap: space.md },
  failed: { gap: space.md, padding: space.md },
  filtered: { gap: space.sm, alignItems: 'flex-start' },
  card: { borderWidth: StyleSheet.hairlineWidth, borderRadius: radius.md, padding: space.mdPlus, gap: space.sm },
  question: { fontSize: fontSize.title, fontWeight: fontWeight.semibold },
  person: { flexDirection: 'row', alignItems: 'center', gap: space.smPlus, ...touchRow(40) },
  answerer: { flexShrink: 1, fontSize: fontSize.body, fontWeight: fontWeight.bold },
  answer: { fontSize: fontSize.input },
  row: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: space.sm },
});
