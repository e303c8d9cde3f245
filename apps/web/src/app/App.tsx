import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useOnline } from '../api/useOnline';
import { onSessionEnd } from '../lib/session-store';
import { Snackbar } from '../ui/Snackbar';
import { AppShell } from './AppShell';
import { ErrorBoundary } from './ErrorBoundary';
import { MobileAppBar } from './MobileAppBar';
import { OfflineScreen } from './OfflineScreen';
import { LANDING_PATH } from './route-guard';

/** Logout, and a forced logout from any response, end on the landing page (SPEC §4). */
function useLeaveOnSessionEnd(): void {
  const navigate = useNavigate();
  useEffect(() => onSessionEnd(() => navigate(LANDING_PATH, { replace: true })), [navigate]);
}

/** The whole app, inside a router chosen by the caller (browser history, or memory in tests). */
export function App() {
  const online = useOnline();
  useLeaveOnSessionEnd();
  return (
    <>
      <ErrorBoundary>{online ? <AppShell /> : <OfflineScreen />}</ErrorBoundary>
      {online ? <MobileAppBar /> : null}
      <Snackbar />
    </>
  );
}
