/**
 * webpack loader for test builds: replaces text in one source file before it
 * is compiled, as a team's edit of that file would. Fails when the text is
 * not there, so a test cannot silently build an unchanged release.
 */
module.exports = function replaceLoader(source) {
  const { search, replace } = this.getOptions();
  if (!source.includes(search)) {
    throw new Error(`${this.resourcePath} does not contain ${JSON.stringify(search)}`);
  }
  return source.split(search).join(replace);
};
