import { NavLink } from 'react-router';
import { useNavLinks } from './use-nav-links';
import classes from './site-header.module.css';

/** The role's links, in a row (header) or a column (mobile menu). */
export function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const links = useNavLinks();
  return (
    <>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end} className={vertical ? classes.mobileLink : classes.link}>
          {link.label}
        </NavLink>
      ))}
    </>
  );
}
