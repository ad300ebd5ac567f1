import { NavLink } from 'react-router-dom';

/** Moves between the admin screens; the current one is marked for screen readers and by eye. */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections" className="aw-admin-nav">
      <NavLink to="/admin/users">Roles and members</NavLink>
      <NavLink to="/admin/communities">Manage communities</NavLink>
      <NavLink to="/admin/releases">Remote releases</NavLink>
    </nav>
  );
}
