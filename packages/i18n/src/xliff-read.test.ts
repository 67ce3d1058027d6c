import { describe, expect, it } from 'vitest';
import { readXliff } from './xliff-read.ts';

const xliff = (units: string, root = 'xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="id-ID"') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<xliff ${root}><file id="messages">${units}</file></xliff>`;
const unit = (id: string, segment: string) => `<unit id="${id}">${segment}</unit>`;

describe('readXliff refuses a file whole', () => {
  it.each([
    [
      'a wrong trgLang',
      xliff('', 'xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="xx-XX"'),
      'has trgLang "xx-XX", which is not a locale to translate into',
    ],
    [
      'en-US as trgLang',
      xliff('', 'xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="en-US"'),
      'has trgLang "en-US", which is not a locale to translate into',
    ],
    [
      'another source language',
      xliff('', 'xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="fr-FR" trgLang="id-ID"'),
      'has srcLang "fr-FR", not en-US',
    ],
    ['XLIFF 1.2', '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2"><file/></xliff>', /^is not an XLIFF 2 document/],
    [
      'another 2.x version',
      xliff('', 'xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.2" srcLang="en-US" trgLang="id-ID"'),
      'is XLIFF version 2.2, not 2.0',
    ],
    [
      'XML that is not well-formed',
      xliff('<unit id="a"><segment></unit>'),
      /^is not well-formed XML \(fatalError: Opening and ending tag mismatch/,
    ],
    [
      'an entity XML does not define',
      xliff('<unit id="a"><segment><source>&nbsp;</source></segment></unit>'),
      'is not well-formed XML (error: entity not found:&nbsp;)',
    ],
  ])('%s', (_case, text, message) => {
    expect(() => readXliff(text)).toThrow(message);
  });

  it('reads a file that starts with a byte order mark, as Windows tools write them', () => {
    expect(readXliff(`\uFEFF${xliff('')}`).locale).toBe('id-ID');
  });

  it('reads language tags in any case (BCP 47)', () => {
    expect(readXliff(xliff('', 'xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-us" trgLang="ID-id"')).locale).toBe(
      'id-ID',
    );
  });
});

describe('readXliff reads each unit', () => {
  it.each([
    [
      'a translated segment',
      '<segment state="translated"><source>Hello {name}</source><target>Halo {name}</target></segment>',
      { source: 'Hello {name}', target: 'Halo {name}' },
    ],
    ['a translated segment without a state', '<segment><source>Hi</source><target>Hai</target></segment>', { source: 'Hi', target: 'Hai' }],
    ['a segment without a target', '<segment state="initial"><source>Hi</source></segment>', { source: 'Hi' }],
    [
      'a source copied into the target of a segment still initial',
      '<segment state="initial"><source>Hi</source><target>Hi</target></segment>',
      { source: 'Hi' },
    ],
    [
      'escaped markup and CDATA',
      '<segment state="final"><source>a &lt;b&gt; &amp; c</source><target>a &lt;b&gt; <![CDATA[& c]]></target></segment>',
      { source: 'a <b> & c', target: 'a <b> & c' },
    ],
    [
      'annotations around text',
      '<segment state="reviewed"><source>Hi</source><target><mrk id="m1" type="term">Hai</mrk><sm id="s"/> {name}<em startRef="s"/></target></segment>',
      { source: 'Hi', target: 'Hai {name}' },
    ],
    [
      'a message a tool split into segments, joined again',
      '<segment state="translated"><source>One.</source><target>Satu.</target></segment><ignorable><source> </source></ignorable><segment state="translated"><source>Two.</source><target>Dua.</target></segment>',
      { source: 'One. Two.', target: 'Satu. Dua.' },
    ],
    [
      'a split message with one segment untranslated',
      '<segment state="translated"><source>One.</source><target>Satu.</target></segment><segment><source>Two.</source></segment>',
      { source: 'One.Two.' },
    ],
    [
      'an inline code, which an ICU message cannot hold',
      '<segment state="translated"><source>Hi</source><target>Hai <ph id="1"/></target></segment>',
      { source: 'Hi', target: 'Hai ', problem: 'contains the inline element <ph>; messages are plain ICU text' },
    ],
  ])('%s', (_case, segment, expected) => {
    expect(readXliff(xliff(unit('a.key', `<notes><note>n</note></notes>${segment}`))).units).toEqual([{ id: 'a.key', ...expected }]);
  });

  it('finds units inside groups', () => {
    const text = xliff(
      `<group id="g"><group id="h">${unit('a.deep', '<segment><source>x</source></segment>')}</group></group>${unit('a.top', '<segment><source>y</source></segment>')}`,
    );
    expect(
      readXliff(text)
        .units.map((u) => u.id)
        .sort(),
    ).toEqual(['a.deep', 'a.top']);
  });
});
