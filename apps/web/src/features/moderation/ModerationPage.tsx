import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { PageLoader } from '../../ui/PageLoader';
import { Tabs } from '../../ui/Tabs';
import { useMyProfileQuery } from '../users/queries';
import { AuditLog } from './AuditLog';
import styles from './Moderation.module.css';
import { ModerationNotFound } from './NotFound';
import { ReportList } from './ReportList';
import { RevealList } from './RevealList';

type Tab = 'reports' | 'audit' | 'reveals';

/**
 * `/moderation` (issue 16): the open reports for moderators and admins, the audit log for admins,
 * the reveals of senders (issue 29: every one for admins, their own for moderators).
 * Everyone else gets the not-found page, as for any address that is not theirs; the calls answer
 * them 403 anyway.
 */
export default function ModerationPage() {
  const { t } = useTranslation();
  const me = useMyProfileQuery();
  const role = me.data?.role;
  const allowed = role === 'moderator' || role === 'admin';
  usePageTitle(me.data ? (allowed ? t('moderation.title') : t('moderation.notFoundTitle')) : null);
  const [tab, setTab] = useState<Tab>('reports');

  if (me.isPending) return <PageLoader />;
  if (!allowed) return <ModerationNotFound />;
  const isAdmin = role === 'admin';
  const tabs: Array<{ id: Tab; label: string }> = [
    { id: 'reports', label: t('moderation.tabs.reports') },
    ...(isAdmin ? [{ id: 'audit' as const, label: t('moderation.tabs.audit') }] : []),
    { id: 'reveals', label: t('moderation.tabs.reveals') },
  ];
  const shown: Tab = tabs.some((x) => x.id === tab) ? tab : 'reports';
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('moderation.title')}</h1>
      <Tabs label={t('moderation.tabsLabel')} tabs={tabs} selected={shown} onSelect={setTab}>
        {shown === 'reports' ? (
          <ReportList isAdmin={isAdmin} />
        ) : shown === 'audit' ? (
          <AuditLog />
        ) : (
          <RevealList isAdmin={isAdmin} />
        )}
      </Tabs>
    </div>
  );
}
