import { StatusErrorPage } from '../../features/errors/components/status-error-page.tsx';

export function Component() {
  return <StatusErrorPage status={404} />;
}
