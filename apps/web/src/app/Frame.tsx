import type { ComponentType, ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import { getSession } from '../lib/session-store';
import { GuestBrowseLayout, GuestProfileLayout } from './layouts/GuestProfileLayout';
import { LandingLayout } from './layouts/LandingLayout';
import { MainLayout } from './layouts/MainLayout';
import { whenOnline } from './offline';

/**
 * The layout routes of every page that is not static. The frame route sits above all of them:
 * a member gets the member layout there, so it stays mounted from page to page; a guest gets,
 * one level below, the layout route their page belongs to (landing, plain, profile, explore and
 * search).
 */

export const FRAME_ID = 'frame';

interface FrameData {
  member: boolean;
}

type Layout = ComponentType<{ children: ReactNode }>;

// The member area is its own chunk: a guest on the landing page never downloads it. The frame's
// loader has it ready before a member's page renders.
let MemberLayout: Layout | null = null;

async function loadMemberLayout(): Promise<void> {
  MemberLayout ??= (await import('./layouts/MemberLayout')).default;
}

/** Runs before every navigation (`shouldRevalidate`): the layout follows the session of that moment. */
export async function frameLoader(): Promise<FrameData> {
  const member = getSession() !== null;
  if (member) await whenOnline(loadMemberLayout);
  return { member };
}

function useMember(): boolean {
  return (useRouteLoaderData(FRAME_ID) as FrameData | undefined)?.member ?? false;
}

export function Frame() {
  const member = useMember();
  if (member && MemberLayout) {
    return (
      <MemberLayout>
        <Outlet />
      </MemberLayout>
    );
  }
  return <Outlet />;
}

/** A guest layout as a layout route; a member's pages are inside the member layout already. */
function guestLayoutRoute(Layout: Layout) {
  return function GuestLayoutRoute() {
    const member = useMember();
    if (member) return <Outlet />;
    return (
      <Layout>
        <Outlet />
      </Layout>
    );
  };
}

export const LandingFrame = guestLayoutRoute(LandingLayout);
export const MainFrame = guestLayoutRoute(MainLayout);
export const GuestProfileFrame = guestLayoutRoute(GuestProfileLayout);
export const GuestBrowseFrame = guestLayoutRoute(GuestBrowseLayout);
