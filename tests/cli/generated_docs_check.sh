#!/bin/bash
# ctests cli.completion_zsh_syntax, cli.completion_fish_syntax, cli.man_lint, cli.man_commands
# and cli.man_sections: what the build generated from fragid's command-line definition
# (build/generated-docs) parses in its own tool, the man page documents every command, and it
# has EXAMPLES, ENVIRONMENT (every variable the sources read) and SEE ALSO.
# A missing tool is a skip (exit 77) that says so; none is installed for this.
# Usage: generated_docs_check.sh zsh|fish|man-lint|man-commands|man-sections DIR FRAGID [SOURCE_DIR]
set -u
what=$1 dir=$2 fragid=$3 source=${4:-}

skip() { echo "SKIPPED: $1"; exit 77; }

case $what in
zsh)
    command -v zsh >/dev/null || skip "no zsh here: the zsh completion's syntax is not checked"
    zsh -n "$dir/fragid.zsh" && echo "zsh -n: no syntax error"
    ;;
fish)
    command -v fish >/dev/null || skip "no fish here: the fish completion's syntax is not checked"
    fish -n "$dir/fragid.fish" && echo "fish -n: no syntax error"
    ;;
man-lint)
    if command -v groff >/dev/null; then
        # -ww: every warning; -z: no output. Any message is a fault in the page.
        messages=$(groff -man -Tutf8 -ww -z "$dir/fragid.1" 2>&1)
    elif command -v mandoc >/dev/null; then
        messages=$(mandoc -Tlint -W warning "$dir/fragid.1" 2>&1)
    else
        skip "neither groff nor mandoc here: the man page is not checked"
    fi
    [[ -z $messages ]] || { echo "FAIL: the man page has problems:"; echo "$messages"; exit 1; }
    echo "man page: no warnings"
    ;;
man-commands)
    commands=$("$fragid" --help | sed -n '/^Subcommands:/,$p' | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')
    [[ -n $commands ]] || { echo "FAIL: no commands in fragid --help"; exit 1; }
    for command in $commands; do
        grep -qx "\\.SS $command" "$dir/fragid.1" || { echo "FAIL: the man page has no section for $command"; exit 1; }
    done
    grep -q 'completions\|^\.SS man$' "$dir/fragid.1" && { echo "FAIL: the man page documents a hidden command"; exit 1; }
    echo "man page: a section for each of" $commands
    ;;
man-sections)
    # EXAMPLES, ENVIRONMENT and SEE ALSO (issue 29, item 16), in man-pages(7) order after the commands,
    # and every variable the program reads (getenv in the sources, tests and fuzzers aside) in ENVIRONMENT.
    sections=$(sed -n 's/^\.SH "\{0,1\}\([A-Z ]*\)"\{0,1\}$/\1/p' "$dir/fragid.1" | tr '\n' '|')
    [[ $sections == *"COMMANDS|EXAMPLES|ENVIRONMENT|SEE ALSO|"* ]] ||
        { echo "FAIL: the man page's sections are $sections"; exit 1; }
    environment=$(sed -n '/^\.SH ENVIRONMENT$/,/^\.SH /p' "$dir/fragid.1")
    variables=$(grep -rhoE 'getenv\("[A-Z_]+"\)|from_environment\("[A-Z_]+"\)' \
                    "$source"/{model,grammar,reference,conformance,publish,random_check,cli} | sed 's/.*("\(.*\)")/\1/' | sort -u)
    [[ -n $variables ]] || { echo "FAIL: no getenv() found in $source"; exit 1; }
    for variable in $variables; do
        grep -qxF "\\fB$variable\\fR" <<<"$environment" || { echo "FAIL: ENVIRONMENT lacks $variable"; exit 1; }
    done
    echo "man page: EXAMPLES, ENVIRONMENT (" $variables ") and SEE ALSO"
    ;;
esac
