/** Types of inline-script.cjs for the shell's tests of its inlined scripts. */
export function inlineFunction(source: string, name: string): string;
