import type { AuditName } from '@hub/contract/audit/audit.schema';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useText } from '../texts.ts';

/** Stands in for the name in its worded line ('by {name} (deleted)'), which is then cut where the name goes. */
const NAME_PLACE = '\u0000';

/**
 * A person or thing an event names: its name, linked to where the dashboard shows it while it exists, '(deleted)'
 * after the name recorded at the time once it is gone, and a second line (an e-mail, a company) below.
 * `kind` stands in for a name nothing recorded ('Application (deleted)'); `isBy` puts 'by' before it.
 */
export function EventName({ named, kind, isBy = false }: { named: AuditName; kind: string; isBy?: boolean }) {
  const t = useText();
  const name = named.name ?? kind;
  const values = { name: NAME_PLACE };
  const line = named.isDeleted
    ? t(isBy ? 'audit.byDeletedName' : 'audit.deletedName', values)
    : isBy
      ? t('audit.byName', values)
      : NAME_PLACE;
  // The words around the name, dimmed; the name itself (an e-mail, a Latin name) isolated from their direction.
  const [before, after] = line.split(NAME_PLACE);
  return (
    <div>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {before && (
          <Text span c="dimmed" inherit>
            {before}
          </Text>
        )}
        {named.link ? (
          <Anchor component={Link} to={named.link} underline="always" inherit>
            <bdi>{name}</bdi>
          </Anchor>
        ) : (
          <bdi>{name}</bdi>
        )}
        {after && (
          <Text span c="dimmed" inherit>
            {after}
          </Text>
        )}
      </Text>
      {named.detail && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{named.detail}</bdi>
        </Text>
      )}
    </div>
  );
}
