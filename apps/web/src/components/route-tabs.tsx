import { Badge, ScrollArea, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

export interface RouteTab {
  to: string;
  label: string;
  /** A count shown beside the label (e.g. unread messages); hidden when 0 or absent. */
  badge?: number;
  /** What the badge means, for screen readers ("3 unread messages"). */
  badgeLabel?: string;
}

/** A tab bar whose tabs are URLs, so the back button and deep links work. */
export function RouteTabs({ tabs, label }: { tabs: RouteTab[]; label: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = [...tabs].sort((a, b) => b.to.length - a.to.length).find((tab) => pathname.startsWith(tab.to));
  return (
    <Tabs value={active?.to ?? null} onChange={(to) => to && void navigate(to)} mb="lg">
      <ScrollArea type="never">
        <Tabs.List aria-label={label} style={{ flexWrap: 'nowrap' }}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.to}
              value={tab.to}
              // No tab panels: each tab's page renders in the main content (Mantine's own panel id would point nowhere).
              aria-controls="main-content"
              rightSection={
                tab.badge ? (
                  <Badge size="sm" circle={tab.badge < 10} color="red" aria-label={tab.badgeLabel} data-testid="tab-badge">
                    {tab.badge > 99 ? '99+' : tab.badge}
                  </Badge>
                ) : undefined
              }
            >
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
