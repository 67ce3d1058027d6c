/**
 * ADL's LMS test case files (`TestCases/<package>.properties`) turned into runs of API
 * calls with expected results. A port of the test suite's `LMSParser` (parseGetCommands,
 * parseSetCommands, …) and of the argument handling in `Command.evaluate`, keeping its
 * quirks where the expected results depend on them (Java's `split` drops trailing empty
 * strings; an unknown abbreviation stands for itself).
 *
 * A command is `<code>-><element[!value]>-><expected value>-><expected error code>`:
 *   `SET->c~LOC!test->t->0`   SetValue("cmi.location", "test") returns "true", error 0
 *   `GET->c~OB~&obj1&~SS->pass->0`  the objective whose id is obj1, found at run time
 */
import { expand, isAbbreviation } from './abbreviations.ts';
import { readJavaProperties } from './java-properties.ts';

export type ApiMethod =
  'Initialize' | 'Terminate' | 'Commit' | 'GetValue' | 'SetValue' | 'GetLastError' | 'GetErrorString' | 'GetDiagnostic';

export type TestCommand =
  | {
      kind: 'call';
      source: string;
      method: ApiMethod;
      /** Element (or method argument) as ADL spells it, `&id&` still unresolved. */
      element: string;
      /** SetValue's value. */
      value?: string;
      expectedValue: string;
      expectedError: string;
      /** Interaction type the expected value is written in (`GET->c~INTR~0~LR!TY.c`). */
      interactionType?: string;
    }
  | { kind: 'compareObjectiveIds'; source: string; expectedIds: string[] };

export type TestRun = {
  /** `Act3`, `Act1a`: the `act` launch parameter of the manifest item. */
  activity: string;
  /** 1 for the first launch of the activity, 2 for the second… */
  version: number;
  commands: TestCommand[];
  /** User-interface questions (manual inspection in ADL's suite): not run here. */
  uiQuestions?: string;
};

export type TestCase = { name: string; title: string; runs: TestRun[] };

const METHODS: Record<string, ApiMethod> = {
  I: 'Initialize',
  T: 'Terminate',
  C: 'Commit',
  GET: 'GetValue',
  SET: 'SetValue',
  GLE: 'GetLastError',
  GES: 'GetErrorString',
  GeDi: 'GetDiagnostic',
};

/** java.lang.String#split with a literal separator: trailing empty strings dropped. */
export function javaSplit(text: string, separator: string): string[] {
  const parts = text.split(separator);
  while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

export function parseTestCase(name: string, text: string): TestCase {
  const runs = new Map<string, TestRun>();
  const commandsByIndex = new Map<TestRun, Map<number, TestCommand>>();
  let title = name;
  for (const { key, value } of readJavaProperties(text)) {
    if (key === 'title') title = value;
    const match = /^(Act[0-9A-Za-z]+?)V([0-9]+)\.(commands\.[0-9]+|UIQ|UIA|CUI)$/.exec(key);
    if (!match) continue;
    const [, activity, version, field] = match as unknown as [string, string, string, string];
    const runKey = `${activity}V${version}`;
    let run = runs.get(runKey);
    if (!run) {
      run = { activity: activity.slice(3), version: Number(version), commands: [] };
      runs.set(runKey, run);
      commandsByIndex.set(run, new Map());
    }
    if (field.startsWith('commands.')) {
      // A key given twice keeps its last value (java.util.Properties; CM-09aa repeats Act1V1).
      const command = parseCommand(value);
      const index = Number(field.slice('commands.'.length));
      if (command) commandsByIndex.get(run)!.set(index, command);
      else commandsByIndex.get(run)!.delete(index);
    } else if (field === 'UIQ') {
      run.uiQuestions = value;
    }
  }
  // The SCO plays commands.0, commands.1, … in the order of their numbers.
  for (const [run, byIndex] of commandsByIndex) {
    run.commands = [...byIndex].sort(([a], [b]) => a - b).map(([, command]) => command);
  }
  return { name, title, runs: [...runs.values()] };
}

/** One `commands.N` line, or null for a code ADL's parser ignores. */
export function parseCommand(source: string): TestCommand | null {
  const parts = javaSplit(source, '->');
  const code = parts[0]!;
  if (code === 'COI') {
    return { kind: 'compareObjectiveIds', source, expectedIds: javaSplit(parts[1] ?? '', ',') };
  }
  const method = METHODS[code];
  if (!method) return null;
  switch (code) {
    case 'GLE':
      return call(source, method, '', parts[2] ?? '', parts[3] ?? '');
    case 'GES':
    case 'GeDi':
      return call(source, method, parts[1] ?? '', parts[2] ?? '', parts[3] ?? '');
    case 'T':
      return call(source, method, '', '', '');
    case 'SET':
      return setCommand(source, parts);
    default:
      return getCommand(source, method, parts);
  }
}

function call(
  source: string,
  method: ApiMethod,
  param: string,
  expectedValue: string,
  expectedError: string,
  interactionType?: string,
): TestCommand {
  // Command.evaluate: the first "!" separates the element from SetValue's value.
  const bang = param.indexOf('!');
  const element = bang === -1 ? param : param.slice(0, bang);
  const value = bang === -1 ? undefined : param.slice(bang + 1);
  return {
    kind: 'call',
    source,
    method,
    element,
    ...(value !== undefined ? { value } : {}),
    expectedValue,
    expectedError,
    ...(interactionType ? { interactionType } : {}),
  };
}

/** Middle fields of a line are the expected value (the last one wins, as in LMSParser). */
function middleValue(parts: string[], translate: (field: string) => string): string {
  let value = '';
  for (let i = 2; i < parts.length - 1; i++) value = translate(parts[i]!);
  return value;
}

function setCommand(source: string, parts: string[]): TestCommand {
  const expectedValue = middleValue(parts, (field) => expand(field));
  return call(source, 'SetValue', setParam(parts[1] ?? ''), expectedValue, parts.length > 2 ? parts[parts.length - 1]! : '');
}

function getCommand(source: string, method: ApiMethod, parts: string[]): TestCommand {
  const expectedValue = middleValue(parts, (field) =>
    isAbbreviation(field) && expand(field) === '' && field !== '' ? field : expand(field),
  );
  const { element, interactionType } = getParam(parts[1] ?? '');
  return call(source, method, element, expectedValue, parts.length > 2 ? parts[parts.length - 1]! : '', interactionType);
}

/** LMSParser.parseSetCommandsDMParams. */
export function setParam(key: string): string {
  const split = javaSplit(key, '~');
  let param = expand(split[0]!);
  const [last, value] = finalSplit(split[split.length - 1]!);
  switch (split.length) {
    case 2:
      param += `.${expand(last)}!${expand(value)}`;
      break;
    case 3:
      param += `.${expand(split[1]!)}.${expand(last)}!${expand(value)}`;
      break;
    case 4:
      param += `.${expand(split[1]!)}.${split[2]}.${expand(last)}!${expand(value)}`;
      break;
    case 5:
      if (key.includes('a~n~r')) {
        const third = javaSplit(split[2]!, '!');
        param += `.${expand(split[1]!)}.${expand(third[0]!)}!${expand(third[1] ?? '', split[3]!)}${expand(split[4]!)}`;
      } else {
        const fifth = javaSplit(split[4]!, '!');
        param += `.${split
          .slice(1, 4)
          .map((field) => expand(field))
          .join('.')}.${expand(fifth[0]!)}!${expand(fifth[1] ?? '')}`;
      }
      break;
    case 6:
      param += `.${split
        .slice(1, 5)
        .map((field) => expand(field))
        .join('.')}.${expand(last)}!${expand(value)}`;
      break;
  }
  return param;
}

/** LMSParser.setFinalSplitArray: the last field split at its first "!". */
function finalSplit(field: string): [string, string] {
  const bang = field.indexOf('!');
  if (bang === -1) return [field, ''];
  return [field.slice(0, bang), field.slice(bang + 1)];
}

/** LMSParser.parseGetCommandsDMParams. */
export function getParam(key: string): { element: string; interactionType?: string } {
  if (!key.includes('~')) return { element: key };
  const split = javaSplit(key, '~');
  let interactionType: string | undefined;
  if (split[1] === 'INTR' && key.includes('!')) {
    for (let j = 0; j < split.length; j++) {
      if (split[j]!.includes('!')) {
        const [field, type] = javaSplit(split[j]!, '!');
        interactionType = expand(type ?? '');
        split[j] = field!;
      }
    }
  }
  let element: string;
  if (split.length === 6 && key.includes('a~n~r')) {
    element = `${split
      .slice(0, 4)
      .map((field) => expand(field))
      .join('.')}.${expand(split[4]!, split[5]!)}`;
  } else {
    element = split.map((field) => expand(field)).join('.');
  }
  return interactionType ? { element, interactionType } : { element };
}
