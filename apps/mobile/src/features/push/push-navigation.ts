import { useQueryClient } from '@tanstack/react-query';
import type { NotificationResponse } from 'expo-notifications';
import { type Href, useRouter } from 'expo-router';
import { useEffect, useRef } from 'react';
import { feedKeys } from '../feeds/feed-keys';
import { loadNotifications } from './notifications-module';

/** What the server's push worker puts in a push's data (apps/server/src/features/push/enqueue.ts). */
export interface PushData {
  kind?: string;
  username?: string;
  question_id?: string;
}

const USERNAME = /^[A-Za-z0-9]{3,15}$/;
const ID = /^[1-9][0-9]*$/;

/**
 * The screen a push names: a new question → the inbox (it names nobody: the asker may be
 * anonymous); an answer to the member's question → that answer's post on the answerer's profile;
 * a like of the member's answer → that post on their own profile; a follower → their profile; a
 * mention → the answer that names the member, on its author's profile.
 */
export function pushPath(data: PushData, me: string | null): string | null {
  const { kind, username, question_id: id } = data;
  const who = username && USERNAME.test(username) ? username : null;
  const post = id && ID.test(id) ? id : null;
  switch (kind) {
    case 'question':
      return '/inbox';
    case 'answer':
    case 'mention':
      return who && post ? `/${who}/post/${post}` : '/notifications';
    case 'like':
      return me && post ? `/${me}/post/${post}` : '/notifications';
    case 'follow':
      return who ? `/${who}` : '/notifications';
    default:
      return null;
  }
}

/** The data of a push as the platforms hand it over (FCM data, APNs custom keys). */
function readData(response: NotificationResponse): PushData {
  const { content, trigger } = response.notification.request;
  const remote = trigger as { payload?: Record<string, unknown>; remoteMessage?: { data?: Record<string, unknown> } };
  const merged: Record<string, unknown> = { ...remote?.payload, ...remote?.remoteMessage?.data, ...content.data };
  const text = (key: string) => (typeof merged[key] === 'string' ? (merged[key] as string) : undefined);
  return { kind: text('kind'), username: text('username'), question_id: text('question_id') };
}

/**
 * While signed in: pressing a push (also the one that started the app) opens the screen its data
 * names, once; a push arriving in the foreground refreshes the badges.
 */
export function usePushNavigation(me: string | null) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const meRef = useRef(me);
  meRef.current = me;

  useEffect(() => {
    const Notifications = loadNotifications();
    if (!Notifications) return;
    // Shown while the app is open too.
    Notifications.setNotificationHandler({
      handleNotification: async () => ({
        shouldShowBanner: true,
        shouldShowList: true,
        shouldPlaySound: false,
        shouldSetBadge: false,
      }),
    });
    const open = (response: NotificationResponse | null) => {
      if (!response) return;
      const id = response.notification.request.identifier;
      if (handled.current === id) return;
      handled.current = id;
      const path = pushPath(readData(response), meRef.current);
      if (path) router.push(path as Href);
      Notifications.clearLastNotificationResponse();
    };
    try {
      open(Notifications.getLastNotificationResponse());
    } catch {
      // An older native module without the synchronous getter: nothing to open.
    }
    const pressed = Notifications.addNotificationResponseReceivedListener(open);
    const received = Notifications.addNotificationReceivedListener(() => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.stats });
      void queryClient.invalidateQueries({ queryKey: feedKeys.notificationsLatest });
    });
    return () => {
      pressed.remove();
      received.remove();
    };
  }, [router, queryClient]);
}
