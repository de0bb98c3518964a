import type { AuditName } from '@hub/contract/audit/audit.schema';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A person or thing an event names: its name, linked to where the dashboard shows it while it exists, '(deleted)'
 * after the name recorded at the time once it is gone, and a second line (an e-mail, a company) below.
 * `kind` stands in for a name nothing recorded ('Application (deleted)'); `lead` goes before it ('by').
 */
export function EventName({ named, kind, lead }: { named: AuditName; kind: string; lead?: string }) {
  const name = named.name ?? kind;
  return (
    <div>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {lead && (
          <Text span c="dimmed" inherit>
            {`${lead} `}
          </Text>
        )}
        {named.link ? (
          <Anchor component={Link} to={named.link} underline="always" inherit>
            {name}
          </Anchor>
        ) : (
          name
        )}
        {named.isDeleted && (
          <Text span c="dimmed" inherit>
            {' (deleted)'}
          </Text>
        )}
      </Text>
      {named.detail && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {named.detail}
        </Text>
      )}
    </div>
  );
}
