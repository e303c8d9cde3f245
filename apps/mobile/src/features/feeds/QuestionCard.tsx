import type * as routes from '@qurio/contract/routes';
import type { RouteResponse } from '@qurio/contract/routes';
import { fontSize, fontWeight, minTouchTarget, pinGlyph, radius, space, warningGlyph } from '@qurio/design';
import { Link, useRouter } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { RelativeTime, useTimeWords } from '../../ui/RelativeTime';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchRow, touchTarget } from '../../ui/touch-target';
import { AnswerForm } from '../questions/AnswerForm';
import { AnswerMedia } from '../questions/AnswerMedia';
import { Asker } from '../questions/Asker';
import { LikeButton } from '../questions/LikeButton';
import { MediaViewer } from '../questions/MediaViewer';
import { OwnAnswerActions } from '../questions/OwnAnswerActions';
import { useUnfoldWarnings } from '../questions/pins';
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
  /**
   * Shown among the profile's pinned answers (issue 33): the "Pinned" mark, and for the owner its
   * place among `pins` to move it up or down.
   */
  pin?: { index: number; pins: readonly QuestionItem[] };
}

/**
 * An answered (or pending) question: who asks (or "Anonymous"), the question, the answer. An
 * answer opens its own page on press and carries the like button; the answerer also gets Edit
 * answer and Delete.
 */
export function QuestionCard({ item, showAuthor = true, notify, pin }: Props) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const router = useRouter();
  const { user: me } = useSession();
  const local = useNotice();
  const say = notify ?? local.show;
  const [editing, setEditing] = useState(false);
  // The picture open full screen, if any.
  const [viewing, setViewing] = useState<number | null>(null);
  // Folded under its content warning (issue 33) until opened, unless the reader unfolds them all.
  const unfoldAll = useUnfoldWarnings();
  const [opened, setOpened] = useState(false);
  const warned = item.content_warning !== null && !unfoldAll;
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
      {pin ? (
        <View style={styles.pinned}>
          <Icon glyph={pinGlyph} size={16} color={colors.primaryText} />
          <Text style={[styles.pinnedText, { color: colors.primaryText }]}>{t('question.pinned')}</Text>
        </View>
      ) : null}
      <Asker question={item} />
      <RichText style={[styles.question, { color: colors.text }]}>{item.question}</RichText>
      {editing ? (
        <AnswerForm
          kind="edit"
          id={item.id}
          initial={item.answer ?? ''}
          initialWarning={item.content_warning ?? ''}
          initialMedia={item.media}
          onDone={(message) => {
            setEditing(false);
            say(message);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          {warned ? (
            <Pressable
              accessibilityRole="button"
              // The ARIA prop, which react-native-web also writes (accessibilityState it leaves out).
              aria-expanded={opened}
              accessibilityLabel={`${t('question.warningLabel')}: ${item.content_warning}`}
              accessibilityHint={t(opened ? 'question.hideAnswer' : 'question.showAnswer')}
              onPress={() => setOpened((open) => !open)}
              style={[styles.warning, { borderColor: colors.borderStrong, backgroundColor: colors.surfaceSunken }]}
            >
              <View style={styles.warningText}>
                <Icon glyph={warningGlyph} size={18} color={colors.text} />
                <Text style={[styles.answer, styles.shrink, { color: colors.text }]}>
                  <Text style={{ fontWeight: fontWeight.bold }}>{t('question.warningLabel')}: </Text>
                  {item.content_warning}
                </Text>
              </View>
              <Text style={[styles.warningToggle, { color: colors.primaryText }]}>
                {t(opened ? 'question.hideAnswer' : 'question.showAnswer')}
              </Text>
            </Pressable>
          ) : null}
          {warned && !opened ? null : (
            <>
              {item.answer ? <RichText style={[styles.answer, { color: colors.text }]}>{item.answer}</RichText> : null}
              <AnswerMedia media={item.media} onOpen={setViewing} />
            </>
          )}
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
        {/* Issue 35: an answer brought from an export, under its text (the footer has no room on a phone). */}
        {item.imported ? (
          <Text
            accessibilityLabel={t('question.importedLabel')}
            style={[styles.imported, { borderColor: colors.border, color: colors.muted }]}
          >
            {t('question.imported')}
          </Text>
        ) : null}
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
        {own ? <OwnAnswerActions question={item} onEdit={() => setEditing(true)} notify={say} pin={pin} /> : null}
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
  shrink: { flexShrink: 1 },
  pinned: { flexDirection: 'row', alignItems: 'center', gap: space.xs },
  pinnedText: { fontSize: fontSize.small, fontWeight: fontWeight.bold },
  /** Issue 35: an answer brought from an export, with its old date. */
  imported: {
    alignSelf: 'flex-start',
    paddingHorizontal: space.sm,
    paddingVertical: space.xxs,
    borderWidth: 1,
    borderRadius: radius.pill,
    fontSize: fontSize.small,
    fontWeight: fontWeight.semibold,
  },
  warning: {
    minHeight: minTouchTarget,
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.sm,
    paddingVertical: space.sm,
    paddingHorizontal: space.md,
    borderWidth: 1,
    borderRadius: radius.md,
  },
  warningText: { flexDirection: 'row', alignItems: 'flex-start', gap: space.sm, flexShrink: 1 },
  warningToggle: { fontSize: fontSize.body, fontWeight: fontWeight.bold },
  footer: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between', gap: space.sm },
});
