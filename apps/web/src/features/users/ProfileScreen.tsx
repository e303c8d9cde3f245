import type { PublicUser, Question } from '@qurio/contract';
import { askViewOf } from '@qurio/queries';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useMatch, useNavigate, useParams } from 'react-router';
import { ApiError, NetworkError } from '../../api/errors';
import { showCallError } from '../../api/show-error';
import { useGoBack } from '../../app/go-back';
import { QueryProvider } from '../../app/QueryProvider';
import { HOME_PATH, LANDING_PATH } from '../../app/route-guard';
import { useDocumentTitle } from '../../app/usePageTitle';
import { PATHS, pathTo } from '../../lib/paths';
import { endSession } from '../../lib/session-store';
import { useSession } from '../../lib/useSession';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { onDemand } from '../../ui/on-demand';
import { PageLoader } from '../../ui/PageLoader';
import { PullToRefresh } from '../feeds/PullToRefresh';
import { AskForm } from '../questions/AskForm';
import { usePinnedAnswers } from '../questions/pins';
import { QuestionCard } from '../questions/QuestionCard';
import { useProfileAnswersFeed } from '../questions/queries';
import { hasSearchHistory } from '../search/history-key';
import styles from './Profile.module.css';
import { ProfileHeader } from './ProfileHeader';
import { ProfilePost } from './ProfilePost';
import { useProfileQuery } from './queries';
import { UserList } from './UserList';

/**
 * What replaces a suspended or blocked profile's tabs: few ever see it, and a guest only for a
 * suspended account, so it loads when shown rather than with every first profile visit (the
 * 100 KB gzip budget of a guest's first page; it was 0.4 KB of it).
 */
const ProfileNotice = onDemand(async () => (await import('./ProfileNotice')).ProfileNotice);

type ProfileAnswersFeed = ReturnType<typeof useProfileAnswersFeed>;
type Section = 'answers' | 'followings' | 'followers' | 'post';

/**
 * The screen of every profile route: `/{username}` and its children `following`, `followers`
 * and `post/{id}`. One component for all four keeps the header mounted while the tabs change.
 * Guests reach it without the member layout, so it brings its own query cache provider.
 */
export default function ProfileScreen() {
  return (
    <QueryProvider>
      <Profile />
    </QueryProvider>
  );
}

function useSection(): Section {
  const followings = useMatch(PATHS.UserFollowings);
  const followers = useMatch(PATHS.UserFollowers);
  const post = useMatch(PATHS.ProfilePost);
  if (post) return 'post';
  if (followings) return 'followings';
  if (followers) return 'followers';
  return 'answers';
}

function Profile() {
  const { username = '', question_id } = useParams();
  const section = useSection();
  if (section === 'post') return <ProfilePost username={username} id={Number(question_id)} />;
  return <ProfileMain username={username} section={section} />;
}

/**
 * SPEC §4 "Profile view": not found or a server error sends members to /home and guests to /;
 * one's own profile missing means the account is gone, so the session ends; a network error goes
 * back a page when there is one inside the app.
 */
function useLeaveOnProfileError(error: unknown, username: string): void {
  const navigate = useNavigate();
  const session = useSession();
  const goBack = useGoBack(LANDING_PATH);
  useEffect(() => {
    if (!error) return;
    if (error instanceof NetworkError) {
      goBack();
      return;
    }
    const own = session !== null && session.username.toLowerCase() === username.toLowerCase();
    if (own && error instanceof ApiError && error.code === 'USER_NOT_FOUND') {
      endSession('forced');
      return;
    }
    showCallError(error);
    void navigate(session ? HOME_PATH : LANDING_PATH, { replace: true });
  }, [error, navigate, session, username, goBack]);
}

function ProfileMain({ username, section }: { username: string; section: Exclude<Section, 'post'> }) {
  const session = useSession();
  const profile = useProfileQuery(username);
  useLeaveOnProfileError(profile.error, username);
  // The page first renders as a deferred value, which React builds in short slices rather than
  // in one long synchronous task (TanStack Query's updates are synchronous); later changes to the
  // profile apply at once.
  const shown = useDeferredValue(profile.data);
  const user = shown === undefined ? undefined : profile.data;
  const restricted = user ? user.isBlocked || user.isSuspended : false;
  // Asked for together with the profile, not after it: one round trip less before the answers show.
  const answers = useProfileAnswersFeed(username, section === 'answers' && !restricted);
  // SPEC §2: '{username} - Qurio'; behind a block or a suspension only the username.
  useDocumentTitle(user ? (restricted ? user.username : `${user.username} - Qurio`) : null);

  // SPEC §3: a person kept in the search history shows the name and picture last seen.
  // Its code loads only where there is a history to refresh.
  useEffect(() => {
    if (!user || restricted || !hasSearchHistory()) return;
    void import('../search/search-history').then(({ refreshHistoryProfile }) => refreshHistoryProfile(user));
  }, [user, restricted]);

  if (!user) return <PageLoader />;
  const own = session?.id === user.id;
  return (
    <div className={styles.page}>
      <ProfileHeader user={user} own={own} restricted={restricted} />
      {restricted ? (
        <ProfileNotice user={user} />
      ) : (
        <>
          <AskArea user={user} own={own} />
          <ProfileTabs username={user.username} />
          {section === 'answers' ? <PinnedAnswers username={user.username} /> : null}
          {section === 'answers' ? <ProfileAnswers feed={answers} username={user.username} own={own} /> : null}
          {section === 'followings' ? <UserList kind="followings" username={user.username} /> : null}
          {section === 'followers' ? <UserList kind="followers" username={user.username} /> : null}
        </>
      )}
    </div>
  );
}

/**
 * SPEC §2: the form shows on another member's profile, or to a guest, while asking is allowed;
 * a guest the asking rules leave out gets a way to sign in instead, a member outside the circle
 * the rule (issue 33; askViewOf is the app's too).
 */
function AskArea({ user, own }: { user: PublicUser; own: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  if (own) return null;
  const view = askViewOf(user, session !== null);
  if (view.kind === 'note') {
    return (
      <p className={styles.note} data-testid="ask-note">
        {t(view.key, { username: user.username })}
      </p>
    );
  }
  if (view.kind === 'signIn') {
    return (
      <section className={styles.note} aria-labelledby="ask-sign-in">
        <h2 id="ask-sign-in" className={styles.noteTitle}>
          {t('ask.signInTitle')}
        </h2>
        <p>{t('ask.signInText', { username: user.username })}</p>
        <p className={styles.noteLinks}>
          <Link to={pathTo('Login')}>{t('nav.login')}</Link>
          <Link to={pathTo('Signup')}>{t('nav.signup')}</Link>
        </p>
      </section>
    );
  }
  return <AskForm recipient={user} view={view} />;
}

function ProfileTabs({ username }: { username: string }) {
  const { t } = useTranslation();
  const tabs = [
    { to: pathTo('Profile', { username }), label: t('profile.tabAnswers') },
    { to: pathTo('UserFollowings', { username }), label: t('profile.tabFollowing') },
    { to: pathTo('UserFollowers', { username }), label: t('profile.tabFollowers') },
  ];
  return (
    <nav className={styles.tabs} aria-label={t('profile.tabsLabel')}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={styles.tab}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The answers the owner pinned (issue 33), in their order, above the chronological list, each
 * marked "Pinned". They keep their place in the list below too, as on Mastodon and X: the list
 * stays the whole record by date, and a pin never moves an answer out of its page.
 */
function PinnedAnswers({ username }: { username: string }) {
  const { t } = useTranslation();
  const pins = usePinnedAnswers(username);
  if (pins.length === 0) return null;
  return (
    <section className={styles.pinned} aria-labelledby="pinned-answers">
      <h2 id="pinned-answers">{t('profile.pinnedTitle')}</h2>
      <ul>
        {pins.map((question, index) => (
          <li key={question.id}>
            <QuestionCard question={question} pin={{ index, pins }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProfileAnswers({ feed, username, own }: { feed: ProfileAnswersFeed; username: string; own: boolean }) {
  const { t } = useTranslation();
  // SPEC §2: pull-to-refresh on the main profile route only, fetching new profile questions.
  return (
    <PullToRefresh onRefresh={feed.loadNewer}>
      <FeedList
        feed={feed}
        label={t('profile.tabAnswers')}
        getKey={(question: Question) => question.id}
        renderItem={(question) => <QuestionCard question={question} />}
        newerLabel={(count) => t('profile.newerAnswers', { count })}
        empty={<EmptyState>{own ? t('profile.emptyAnswersOwn') : t('profile.emptyAnswers', { username })}</EmptyState>}
      />
    </PullToRefresh>
  );
}
