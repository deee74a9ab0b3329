import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface DashboardTab {
  to: string;
  label: string;
  icon: ReactNode;
  /** Active on its own address only (the index tab), not on the addresses below it. */
  exact?: boolean;
  disabled?: boolean;
  /** Said to screen readers (and shown on hover) when the tab is locked. */
  lockedHint?: string;
}

/**
 * The dashboard's tabs: each one a URL, so the back button and deep links work; some may be locked. Pills
 * that wrap onto a second line on a phone, so every tab stays in sight (none hidden off the edge).
 */
export function DashboardTabs({ tabs, label }: { tabs: DashboardTab[]; label: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabs.find((tab) => pathname === tab.to || (!tab.exact && pathname.startsWith(`${tab.to}/`)));
  return (
    <Tabs value={active?.to ?? null} onChange={(to) => to && void navigate(to)} variant="pills" radius="xl" mb="lg">
      <Tabs.List aria-label={label} style={{ flexWrap: 'wrap', rowGap: 6 }}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.to}
            value={tab.to}
            // No tab panels: the tab's page renders in the main content.
            aria-controls="main-content"
            leftSection={tab.icon}
            disabled={tab.disabled}
            title={tab.disabled ? tab.lockedHint : undefined}
            aria-description={tab.disabled ? tab.lockedHint : undefined}
            px="sm"
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
