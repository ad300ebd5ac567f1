import { Avatar } from '@afterwork/ui/antd-display';
import { initials } from '@afterwork/ui/initials';
import { MemberName } from '@afterwork/ui/member-name';
import type { CommunityLead } from '@afterwork/contracts/communities';
import { PanelError, type QueryState } from './panel-error';

/** 'Community Leads': name, picture (or initials), role and profession. */
export function LeadsPanel({ query }: { query: QueryState<CommunityLead[]> }) {
  return (
    <section className="cm-panel" aria-labelledby="cm-leads">
      <h2 id="cm-leads">Community Leads</h2>
      {query.isPending ? (
        <p role="status">Loading community leads...</p>
      ) : query.isError ? (
        <PanelError what="community leads" query={query} />
      ) : !query.data?.length ? (
        <p>No community leads found.</p>
      ) : (
        <ul className="cm-leads">
          {query.data.map((lead) => (
            <li key={lead.id} className="cm-lead-item">
              <Avatar size={56} src={lead.user.avatar || undefined} alt={lead.user.avatar ? `Photo of ${lead.user.name}` : undefined} style={{ background: '#0b5d4b', flex: 'none', fontSize: 22 }}>
                {initials(lead.user.name)}
              </Avatar>
              <div>
                <div>
                  <MemberName userId={lead.userId} name={lead.user.name} className="cm-lead-name" />
                  <span className="cm-role">{lead.role}</span>
                </div>
                <div>{lead.user.profession || 'Community Member'}</div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
