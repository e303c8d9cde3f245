import type * as routes from '@qurio/contract/routes';
import type { RouteResponse } from '@qurio/contract/routes';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { Link, useRouter } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../ui/Avatar';
import { RelativeTime, useTimeWords } from '../../ui/RelativeTime';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchRow, touchTarget } from '../../ui/touch-target';
import { AnswerForm } from '../questions/AnswerForm';
import { AnswerMedia } from '../questions/AnswerMedia';
import { Asker } from '../questions/Asker';
import { LikeButton } from '../questions/LikeButton';
import { MediaViewer } from '../questions/MediaViewer';
import { OwnAnswerActions } from '../questions/OwnAnswerActions';
import { NoticeText, useNotice } from '../questions/useNotice';
import { RichText } from '../search/RichText';
import { useSession } from '../session/SessionProvider';
import { ShareAnswerButton } from '../share/ShareAnswerButton';

export type QuestionItem = RouteResponse<typeof routes.myQuestions>['questions'][number];

interface Props {
  item: QuestionItem;
  showAuthor?: boolean;
  /** The screen's short message; without one the card shows its own (a deleted card is only announced). */
  notify?(text: string, error?: boolean): void;
}

/**
 * An answered (or pending) question: who asks (or "Anonymous"), the question, the answer. An
 * answer opens its own page on press and carries the like button; the answerer also gets Edit
 * answer and Delete.
 */
export function QuestionCard({ item, showAuthor = true, notify }: Props) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const router = useRouter();
  const { user: me } = useSession();
  const local = useNotice();
  const say = notify ?? local.show;
  const [editing, setEditing] = useState(false);
  // The picture open full screen, if any.
  const [viewing, setViewing] = useState<number | null>(null);
  const answered = item.status === 'answered';
  const own = answered && me?.id === item.user_id;
  const post = `/${item.user.username}/post/${item.id}`;
  const openLabel = t('app.native.answer.open', { username: item.user.username });
  const time = useTimeWords(item.date_answered);
  const dated = item.date_answered ? time.relative : t('question.open');
  const cardStyle = [styles.card, { backgroundColor: colors.card, borderColor: colors.border }];
  const content = (
    <>
      {showAuthor ? (
        <Link href={`/${item.user.username}`} asChild>
          <Pressable
            accessibilityRole="link"
            accessibilityLabel={`${item.user.fullname || item.user.username} @${item.user.username}`}
            style={styles.person}
          >
            <Avatar user={item.user} size={36} />
            <Text style={[styles.author, { color: colors.text }]} numberOfLines={1}>
              {item.user.fullname || item.user.username}{' '}
              <Text style={{ color: colors.muted, fontWeight: fontWeight.regular }}>@{item.user.username}</Text>
            </Text>
          </Pressable>
        </Link>
      ) : null}
      <Asker question={item} />
      <RichText style={[styles.question, { color: colors.text }]}>{item.question}</RichText>
      {editing ? (
        <AnswerForm
          kind="edit"
          id={item.id}
          initial={item.answer ?? ''}
          initialMedia={item.media}
          onDone={(message) => {
            setEditing(false);
            say(message);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {item.answer ? <RichText style={[styles.answer, { color: colors.text }]}>{item.answer}</RichText> : null}
          <AnswerMedia media={item.media} onOpen={setViewing} />
        </>
      )}
      {notify ? null : <NoticeText notice={local.notice} />}
    </>
  );
  // While editing, a press beside the form must not leave for the answer's page.
  if (!answered || editing) return <View style={cardStyle}>{content}</View>;
  // Beside the card's pressable, not in it (AnswerMedia says why).
  const viewer =
    viewing === null ? null : <MediaViewer media={item.media} start={viewing} onClose={() => setViewing(null)} />;
  return (
    <>
      {/* Not one accessibility element: the links and the like button inside stay reachable one
          by one; screen readers open the answer through the dated link below instead. */}
      <Pressable
        accessible={false}
        // No role or name of its own: not an element for screen readers (on the web it would be a
        // link named apart from the text inside it, which axe counts as serious).
        onPress={() => router.push(post)}
        style={cardStyle}
      >
        {content}
        <View style={styles.footer}>
          <LikeButton question={item} />
          <ShareAnswerButton answer={item} notify={say} />
          <Link href={post} accessibilityRole="link" accessibilityLabel={`${openLabel}, ${dated}`} style={touchTarget}>
            {item.date_answered ? (
              <RelativeTime iso={item.date_answered} style={{ color: colors.muted }} />
            ) : (
              <Text style={{ color: colors.primary }}>{t('question.open')}</Text>
            )}
          </Link>
        </View>
        {own ? <OwnAnswerActions question={item} onEdit={() => setEditing(true)} notify={say} /> : null}
      </Pressable>
      {viewer}
    </>
  );
}

const styles = StyleSheet.create({
  card: {
    borderWidth: StyleSheet.hairlineWidth,
    borderRadius: radius.md,
    padding: space.mdPlus,
    gap: space.xsPlus,
    marginHorizontal: space.md,
  },
  person: { flexDirection: 'row', alignItems: 'center', gap: space.smPlus, ...touchRow(36) },
  author: { flexShrink: 1, fontSize: fontSize.body, fontWeight: fontWeight.bold },
  question: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
  answer: { fontSize: fontSize.input },
  footer: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between', gap: space.sm },
});
