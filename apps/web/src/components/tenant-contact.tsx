import { useT } from '../lib/i18n.tsx';
import { useRuntimeConfig } from '../lib/runtime-config-context.tsx';

/**
 * Who to ask about a course the learner cannot start or open (issue 33 item 9): the
 * tenant's contact (settings.contact) with a link to write; nothing when there is none.
 */
export function TenantContact({ className }: { className?: string | undefined }) {
  const t = useT();
  const { contact } = useRuntimeConfig();
  if (!contact) return null;
  return (
    <p className={className} data-testid="tenant-contact">
      {t.t('honest.contact', { name: contact.name })}{' '}
      <a href={`mailto:${contact.email}`} dir="ltr">
        {contact.email}
      </a>
    </p>
  );
}
