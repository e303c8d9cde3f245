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

type Tab = 'reports' | 'audit';

/**
 * `/moderation` (issue 16): the open reports for moderators and admins, the audit log for admins.
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
  const shown: Tab = isAdmin ? tab : 'reports';
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('moderation.title')}</h1>
      {isAdmin ? (
        <Tabs
          label={t('moderation.tabsLabel')}
          tabs={[
            { id: 'reports', label: t('moderation.tabs.reports') },
            { id: 'audit', label: t('moderation.tabs.audit') },
          ]}
          selected={shown}
          onSelect={setTab}
        >
          {shown === 'reports' ? <ReportList /> : <AuditLog />}
        </Tabs>
      ) : (
        <ReportList />
      )}
    </div>
  );
}
