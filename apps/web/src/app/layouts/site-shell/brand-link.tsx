import { Link } from 'react-router';
import { IconStarFilled } from '@tabler/icons-react';
import { AcademyText } from '@/components/academy-text';
import { useAuth } from '@/lib/auth/use-auth';
import { paths } from '@/lib/paths';
import classes from './site-header.module.css';

/** The logo: to the dashboard when signed in, to the landing page otherwise. */
export function BrandLink() {
  const { user } = useAuth();
  return (
    <Link to={user ? paths.dashboard.root : paths.landing} className={classes.brand}>
      <IconStarFilled size={26} color="var(--mantine-color-blue-6)" aria-hidden style={{ flexShrink: 0 }} />
      <span className={classes.brandName}>
        <AcademyText />
      </span>
    </Link>
  );
}
