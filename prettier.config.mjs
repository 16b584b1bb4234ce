// @ts-check
/**
 * The formatter (docs/testing.md#linting-and-formatting): the style the code already had, chosen by measuring how
 * many files `prettier --check` would change with each setting. Everything not set here is Prettier's default
 * (semicolons, trailing commas everywhere, parentheses around every arrow's parameters, objects kept on the lines
 * their author gave them), each of which changed the fewest files.
 *
 * @type {import('prettier').Config}
 */
export default {
  singleQuote: true,
  // The width the code was written to: the fewest of its 869 scripts changed (359; 605 at 120, 392 at 160, 371 at 200).
  printWidth: 185,
};
