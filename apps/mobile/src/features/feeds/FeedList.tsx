import { space } from '@qurio/design';
import { type ReactElement, type Ref, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, FlatList, RefreshControl, StyleSheet, type Text, View } from 'react-native';
import { Button } from '../../ui/Button';
import { Message } from '../../ui/Message';
import { SkeletonList, type SkeletonVariant } from '../../ui/Skeleton';
import { useTheme } from '../../ui/theme/ThemeProvider';

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

/** The "Show N new …" button of a feed's buffer: `onPress` merges it; the list then scrolls to the top. */
export interface NewerItems {
  count: number;
  label: string;
  onPress(): void;
}

interface Props<T extends { id: number }> {
  feed: FeedState<T>;
  label: string;
  renderItem(item: T): ReactElement;
  /** The empty list's message; `titleRef`, its heading, for a screen that moves focus there. */
  empty: { title: string; text?: string; titleRef?: Ref<Text> };
  header?: ReactElement;
  /** Below the last item (and below the empty state). */
  footer?: ReactElement;
  /** Newer items waiting in the buffer; the button floats above the list while there are any. */
  newer?: NewerItems;
  listRef?: Ref<FlatList<T>>;
  /** The placeholders while the first page loads: answer cards (the default) or rows of people. */
  skeleton?: SkeletonVariant;
}

/**
 * A cursor feed as a list: pull to refresh (its spinner turns while the pulled refetch runs, not
 * for background ones), skeletons while the first page loads, the next page at the end, empty and
 * error states.
 */
export function FeedList<T extends { id: number }>({
  feed,
  label,
  renderItem,
  empty,
  header,
  footer,
  newer,
  listRef,
  skeleton = 'card',
}: Props<T>) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const list = useRef<FlatList<T> | null>(null);
  const setList = useCallback(
    (node: FlatList<T> | null) => {
      list.current = node;
      if (typeof listRef === 'function') listRef(node);
      else if (listRef) (listRef as { current: FlatList<T> | null }).current = node;
    },
    [listRef],
  );
  // Set by the "new" button: once the merged items are in the list, it goes to the top to show them
  // (scrolled before they render, the reader would stay where they were, the new items above them).
  const showMerged = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the merged items are the trigger on purpose.
  useEffect(() => {
    if (!showMerged.current) return;
    showMerged.current = false;
    list.current?.scrollToOffset({ offset: 0, animated: false });
  }, [feed.items]);
  const showNewer = () => {
    showMerged.current = true;
    newer?.onPress();
  };
  const [pulled, setPulled] = useState(false);
  const refresh = async () => {
    setPulled(true);
    try {
      await feed.refetch();
    } finally {
      setPulled(false);
    }
  };
  return (
    <View style={styles.wrap}>
      <FlatList
        ref={setList}
        accessibilityLabel={label}
        data={feed.items}
        keyExtractor={(item) => String(item.id)}
        renderItem={({ item }) => renderItem(item)}
        ItemSeparatorComponent={Separator}
        contentContainerStyle={[styles.content, newer && newer.count > 0 ? styles.roomForNewer : null]}
        ListHeaderComponent={header}
        refreshControl={
          <RefreshControl
            accessibilityLabel={t('feeds.pullToRefresh')}
            refreshing={pulled}
            onRefresh={() => void refresh()}
            tintColor={colors.primary}
            colors={[colors.primary]}
            progressBackgroundColor={colors.card}
          />
        }
        onEndReachedThreshold={0.5}
        onEndReached={() => {
          if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
        }}
        ListEmptyComponent={
          feed.isPending ? (
            <SkeletonList variant={skeleton} label={t('app.loading')} />
          ) : feed.isError ? (
            <View style={styles.error}>
              <Message title={t('feed.error')} />
              <Button label={t('feed.retry')} onPress={() => void feed.refetch()} />
            </View>
          ) : (
            <Message title={empty.title} text={empty.text} titleRef={empty.titleRef} />
          )
        }
        ListFooterComponent={
          <>
            {feed.isFetchingNextPage ? (
              <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />
            ) : null}
            {footer}
          </>
        }
      />
      {newer && newer.count > 0 ? (
        <View style={styles.newer} pointerEvents="box-none">
          <Button label={newer.label} onPress={showNewer} />
        </View>
      ) : null}
    </View>
  );
}

function Separator() {
  return <View style={styles.separator} />;
}

const styles = StyleSheet.create({
  wrap: { flex: 1 },
  content: { paddingVertical: space.md },
  roomForNewer: { paddingTop: space.xxxl * 2 },
  separator: { height: 10 },
  error: { padding: space.xxl, gap: space.md },
  newer: { position: 'absolute', top: 10, left: 0, right: 0, alignItems: 'center' },
});
