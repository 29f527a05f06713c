// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LanguageId } from './languages';
import { checkSyntax, isCheckable, syntaxCheckText } from './syntaxCheck';

/** A valid program and the same one broken on a known line, per checked language. */
const SAMPLES: [LanguageId, string, string, number][] = [
  [
    'javascript',
    'function add(a, b) {\n  return a + b;\n}\nconsole.log(add(1, 2));\n',
    'function add(a, b) {\n  return a + ;\n}\n',
    2,
  ],
  [
    'typescript',
    'interface P { x: number }\nconst add = (a: P, b: P): number => a.x + b.x;\n',
    'interface P { x: number }\nconst add = (a: P, b: P): number => a.x +* b.x;\n',
    2,
  ],
  [
    'python',
    'def greet(name):\n    return "Hello, " + name\n\nprint(greet("x"))\n',
    'def greet(name):\n    return "Hello, " + name\n\nprint(greet("x")\n',
    4,
  ],
  [
    'java',
    'public class Main {\n  public static void main(String[] args) {\n    System.out.println("hi");\n  }\n}\n',
    'public class Main {\n  public static void main(String[] args) {\n    System.out.println("hi")\n  }\n}\n',
    3,
  ],
  [
    'go',
    'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hi")\n}\n',
    'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hi"\n}\n',
    6,
  ],
  [
    'rust',
    'fn main() {\n    let x = 5;\n    println!("{}", x);\n}\n',
    'fn main() {\n    let x = ;\n    println!("{}", x);\n}\n',
    2,
  ],
  [
    'c',
    '#include <stdio.h>\n\nint main(void) {\n  printf("hi\\n");\n  return 0;\n}\n',
    '#include <stdio.h>\n\nint main(void) {\n  int x = 1 +;\n  return x;\n}\n',
    4,
  ],
  [
    'cpp',
    '#include <iostream>\n\nint main() {\n  std::cout << "hi" << std::endl;\n  return 0;\n}\n',
    '#include <iostream>\n\nint main() {\n  std::cout << "hi" << ;\n  return 0;\n}\n',
    4,
  ],
  [
    'php',
    '<?php\nfunction greet($name) {\n  return "Hello, " . $name;\n}\necho greet("x");\n',
    '<?php\nfunction greet($name) {\n  return "Hello, " . ;\n}\n',
    3,
  ],
  ['sql', 'SELECT id, name\nFROM users\nWHERE id = 1;\n', 'SELECT id, name\nFROM users\nWHERE (id = 1;\n', 3],
];

describe('syntax check of converted code', () => {
  it.each(SAMPLES)(
    '%s: passes valid code and finds the broken line',
    async (language, valid, broken, line) => {
      expect(isCheckable(language)).toBe(true);
      expect(await checkSyntax(valid, language)).toEqual({ status: 'passed' });
      const check = await checkSyntax(broken, language);
      expect(check).toMatchObject({ status: 'error', line });
      expect(syntaxCheckText(check)).toMatch(
        new RegExp(`^Syntax error at line ${line}: (unexpected |something is missing after )`),
      );
    },
  );

  it('says Not checked for a language without a parser, and for blank code', async () => {
    expect(isCheckable('haskell')).toBe(false);
    expect(await checkSyntax('main = putStrLn "hi"', 'haskell')).toEqual({ status: 'not-checked' });
    expect(await checkSyntax('  \n', 'python')).toEqual({ status: 'not-checked' });
    expect(syntaxCheckText({ status: 'not-checked' })).toBe('Not checked');
    expect(syntaxCheckText({ status: 'passed' })).toBe('Syntax check passed');
  });
});
