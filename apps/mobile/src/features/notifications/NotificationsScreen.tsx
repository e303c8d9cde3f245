import * as routes from '@qurio/contract/routes';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { Screen } from '../../ui/Screen';
import { FeedList } from '../feeds/FeedList';
import { feedKeys } from '../feeds/feed-keys';
import { useCursorFeed } from '../feeds/useCursorFeed';
import { useTheme } from '../theme/ThemeProvider';

/** Follows, answers to the member's questions and likes, newest first. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const feed = useCursorFeed(feedKeys.notifications, async (lastId) => {
    const page = await api.call(routes.notifications, lastId ? { last_id: lastId } : {});
    return { items: page.notifications, limit: page.limit };
  });
  return (
    <Screen>
      <FeedList
        feed={feed}
        label={t('notifications.listLabel')}
        renderItem={(item) => (
          <View style={[styles.row, { backgroundColor: colors.card, borderColor: colors.border }]}>
            {/* The web's sentences wrap the name in <actor>; here the whole sentence is plain text. */}
            <Text style={{ color: colors.text }}>
              {t(`notifications.${item.type}`, { name: item.actor.fullname || item.actor.username }).replace(
                /<\/?actor>/g,
                '',
              )}
            </Text>
            {item.question ? <Text style={{ color: colors.muted }}>{item.question.question}</Text> : null}
          </View>
        )}
        empty={{ title: t('notifications.emptyTitle'), text: t('notifications.emptyText') }}
      />
    </Screen>
  );
}

const styles = StyleSheet.create({
  row: { marginHorizontal: 12, padding: 14, borderRadius: 12, borderWidth: StyleSheet.hairlineWidth, gap: 4 },
});
