import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, FlatList, RefreshControl, StyleSheet, View } from 'react-native';
import { Button } from '../../ui/Button';
import { Message } from '../../ui/Message';
import { useTheme } from '../theme/ThemeProvider';

/** What a list needs of a feed query (cursor or page-numbered alike). */
export interface FeedState<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  refetch(): Promise<unknown>;
  fetchNextPage(): Promise<unknown>;
}

interface Props<T extends { id: number }> {
  feed: FeedState<T>;
  label: string;
  renderItem(item: T): ReactElement;
  empty: { title: string; text?: string };
  header?: ReactElement;
}

/** A cursor feed as a list: pull to refresh, the next page at the end, empty and error states. */
export function FeedList<T extends { id: number }>({ feed, label, renderItem, empty, header }: Props<T>) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <FlatList
      accessibilityLabel={label}
      data={feed.items}
      keyExtractor={(item) => String(item.id)}
      renderItem={({ item }) => renderItem(item)}
      ItemSeparatorComponent={Separator}
      contentContainerStyle={styles.content}
      ListHeaderComponent={header}
      refreshControl={
        <RefreshControl
          accessibilityLabel={t('feeds.pullToRefresh')}
          refreshing={feed.isRefetching && !feed.isFetchingNextPage}
          onRefresh={() => void feed.refetch()}
          tintColor={colors.primary}
        />
      }
      onEndReachedThreshold={0.5}
      onEndReached={() => {
        if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
      }}
      ListEmptyComponent={
        feed.isPending ? (
          <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} style={styles.spinner} />
        ) : feed.isError ? (
          <View style={styles.error}>
            <Message title={t('feed.error')} />
            <Button label={t('feed.retry')} onPress={() => void feed.refetch()} />
          </View>
        ) : (
          <Message title={empty.title} text={empty.text} />
        )
      }
      ListFooterComponent={
        feed.isFetchingNextPage ? (
          <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />
        ) : null
      }
    />
  );
}

function Separator() {
  return <View style={styles.separator} />;
}

const styles = StyleSheet.create({
  content: { paddingVertical: 12 },
  separator: { height: 10 },
  spinner: { marginTop: 32 },
  error: { padding: 24, gap: 12 },
});
