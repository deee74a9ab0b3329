import { ScrollArea, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';

export interface RouteTab {
  to: string;
  label: string;
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
            <Tabs.Tab key={tab.to} value={tab.to}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
