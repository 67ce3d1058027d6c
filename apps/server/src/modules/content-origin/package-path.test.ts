import { describe, expect, it } from 'vitest';
import { packagePath } from './package-path.ts';

describe('a path inside a package, as the content origin reads it', () => {
  it.each(['index.html', 'res/scos/lesson 1.html', 'a/b/c/d.js'])('%s is itself', (path) => {
    expect(packagePath(path)).toBe(path);
  });

  it.each(['', '../secret', 'a/../../b', 'a/./b', './a', 'a//b', '/a', 'a/', 'a\\..\\b', 'a\u0000b', 'a\nb', 'x'.repeat(1025)])(
    '%j is refused',
    (path) => {
      expect(packagePath(path)).toBeNull();
    },
  );
});
