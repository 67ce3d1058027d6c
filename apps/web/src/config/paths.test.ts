import { describe, expect, it } from 'vitest';
import { matchLearnPage } from '@lp/contract/pages';
import { paths } from './paths.ts';

describe('the links to /learn pages and the page table (@lp/contract/pages)', () => {
  it.each(Object.entries(paths))('the link %s lands on the page it names', (_name, { page, href }) => {
    expect(matchLearnPage(href('obj-1', 'id-2')).page.name).toBe(page);
  });
});
