import { isSafeExternalUrl } from '@lp/domain';
import type { IssueList } from './errors.ts';
import type { ImportFile } from './schema/index.ts';

/**
 * Addresses the web shows as links out must be https (http too outside production): a
 * `javascript:` or `data:` certificate link would run in the portal's tab (security
 * issue 9 item 12). The same domain rule keeps the web from linking one stored earlier.
 */
export function checkExternalUrls(file: ImportFile, allowHttp: boolean, issues: IssueList): void {
  const expected = allowHttp ? 'an http or https address' : 'an https address';
  file.certificateRecords.forEach((c, i) => {
    if (c.externalUrl !== undefined && !isSafeExternalUrl(c.externalUrl, { allowHttp })) {
      issues.add(
        `certificateRecords[${i}].externalUrl`,
        `Not ${expected} with a host (no spaces, no user name): ${JSON.stringify(c.externalUrl)}`,
      );
    }
  });
}
