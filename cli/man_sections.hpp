// The sections of fragid(1) that the command-line definition cannot give:
// EXAMPLES, ENVIRONMENT and SEE ALSO (man-pages(7) order). They are tables,
// so that a new command adds its examples as lines here, next to those of
// the commands before it; man_page.cpp writes them.
#pragma once

#include <string_view>

namespace fragid::cli {

struct ManExample {
    std::string_view command;  // as typed at a shell prompt, without the prompt
    std::string_view what;     // one or two sentences: what it does and what comes out
};

// In the order of the commands in `fragid --help`.
inline constexpr ManExample man_examples[] = {
    {"fragid resolve 'line=1,2' notes.txt", "Print the second line of notes.txt, with its line ending."},
    {"fragid resolve --json 'char=10,20' notes.txt",
     "The whole result as JSON: status, character and byte ranges, lines and columns of both ends, the charset read "
     "and why, every integrity check."},
    {"fragid resolve 'file:///var/log/app.log#line=10,20'", "Without FILE: the file a file: URI names."},
    {"fragid resolve --fragments links.txt notes.txt", "Every line of links.txt resolved in notes.txt, one JSON line each."},
    {"fragid resolve 'row=5-*' data.csv", "Records 5 to the last of a CSV file, printed as CSV."},
    {"fragid explain 'line=10,20;length=9876,UTF-8'", "What the fragment means, in words."},
    {"fragid migrate 'line(10,20)'", "The RFC 5147 fragment of a draft-wilde-text-fragment-01 one: line=9,20."},
    {"fragid make notes.txt --lines 10-20 --integrity md5", "The fragment for lines 10 to 20 (as people count them), with an MD5 check."},
    {"fragid make --url http://example.com/notes.txt notes.txt --lines 3", "The whole URI: http://example.com/notes.txt#line=2,3."},
    {"fragid check", "The conformance suite against the reference resolver, in-process."},
    {"fragid check --impl 'python3 my_adapter.py' --format junit --output report.xml",
     "The suite against an implementation through its protocol adapter, reported as JUnit XML."},
    {"fragid check --impl 'python3 my_adapter.py' --random 5000 --seed 42",
     "Generated cases compared with the reference; each disagreement printed as a YAML vector."},
    // The implementer's loop (issue 29).
    {"fragid show rfc5147-eol-crlf-supported-when-only-lf-in-force",
     "One case in full: the spec's words, the fragment, the entity drawn and in hex, every accepted answer, "
     "fragid's reading and the interpretation docs' paragraph on it."},
    {"fragid check --impl 'python3 adapter.py' --format jsonl --output run.jsonl",
     "Keep the whole run; in the text report, each failure shows its entity and the command that reruns it alone."},
    {"fragid check --impl 'python3 adapter.py' --rerun-failed run.jsonl",
     "Run again only the cases run.jsonl records as failed, errored, crashed or timed out."},
    {"fragid check --impl 'python3 adapter.py' --write-baseline known-failures.txt",
     "List the failures that fail the run, one id per line, to commit beside the implementation."},
    {"fragid check --impl 'python3 adapter.py' --expect-failures known-failures.txt",
     "In CI: exit 1 only for a new failure or for a listed case that now passes."},
    // Publishing results (issue 33).
    {"fragid report run.jsonl --output-dir my-report",
     "Make the run into a page like the matrix's for one implementation: its counts and the root causes of its "
     "failures, each with the spec's sentence and its cases, beside a Markdown report and a shields.io badge."},
    {"fragid lint", "Check the vectors, and their quotes against the specifications' texts where installed."},
    {"fragid matrix --impl 'mine=python3 my_adapter.py' --output-dir build/matrix",
     "The comparison matrix and deviation reports of the reference and one implementation."},
    {"fragid export --output -", "The whole suite as one JSON document, on standard output."},
};

struct ManVariable {
    std::string_view name;
    std::string_view what;
};

// Every environment variable fragid reads (the ctest cli.man_environment
// checks this list against the getenv() calls of the sources).
inline constexpr ManVariable man_environment[] = {
    {"FRAGID_SUITE", "The conformance suite's directory when --suite is not given (check, lint, coverage, matrix, "
                     "docs, export); default: share/fragid beside the program (<bin>/../share/fragid)."},
    {"FRAGID_SPECS", "The directory of the specifications' texts lint checks quotes against when --specs is not "
                     "given; default: share/fragid/specs beside the program."},
    {"PATH", "Searched for fragid itself, so that each failure's rerun command names the program the shell would "
             "find (its full path when PATH finds another or none)."},
    {"TMPDIR", "Where a stream's bytes go beyond 8 MiB when they must be kept (an unnamed temporary file); "
               "default: /tmp."},
};

// Other pages and documents, as "name(section)" or a title, after every spec's
// title, which man_page.cpp takes from the spec table.
inline constexpr std::string_view man_see_also[] = {
    "RFC 3986 (URI generic syntax) and RFC 8089 (the file URI scheme)",
    "README.md, docs/interpretations.md and docs/adapter-protocol.md in the fragid sources",
};

}  // namespace fragid::cli
