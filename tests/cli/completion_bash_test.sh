#!/bin/bash
# ctest cli.completion_bash: the bash completion the build generated, sourced
# in a plain bash (no bash-completion package needed) and asked what it
# completes, as bash would ask it on <Tab>.
# Usage: completion_bash_test.sh COMPLETION_FILE FRAGID
set -u
completion=$1 fragid=$2
# shellcheck source=/dev/null
source "$completion" || { echo "FAIL: cannot source $completion"; exit 1; }
failures=0

# What _fragid offers for the words typed, the last being the one completed.
offered() {
    COMP_WORDS=("$@")
    COMP_CWORD=$(($# - 1))
    COMPREPLY=()
    _fragid
    printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort
}

# expect EXPECTED WORDS...: the offer, one per line, sorted, is EXPECTED.
expect() {
    local expected=$1 got
    shift
    got=$(offered "$@")
    if [[ $got != "$expected" ]]; then
        echo "FAIL: completing '$*': expected [${expected//$'\n'/ }], got [${got//$'\n'/ }]"
        failures=$((failures + 1))
    fi
}

expect $'report\nresolve' fragid re
expect resolve fragid res
expect --format fragid check --fo
expect --fragments fragid resolve --fr
expect $'json\njsonl\njunit' fragid check --format j
expect $'json\njsonl\njunit' fragid check --format = j      # --format=j: bash splits at '='
expect $'json\njsonl\njunit\nmarkdown\ntap\ntext' fragid check --format =
expect $'rfc5147\nrfc7111' fragid matrix --spec rfc
expect $'check\ncoverage' fragid c                     # the hidden `completions` is not offered
# Options that take other values too offer the usual ones (issue 29, item 16).
expect $'text\ntext/csv\ntext/plain' fragid resolve --type te
expect $'UTF-16\nUTF-16BE\nUTF-16LE\nUTF-8' fragid make --charset UTF
expect $'ISO-8859-1' fragid explain --charset I
expect "" fragid resolve notes                         # a FILE: bash's own file names (-o default)

# Every command `fragid --help` lists is offered, with the options before a command, and nothing else.
commands=$("$fragid" --help | sed -n '/^Subcommands:/,$p' | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')
[[ -n $commands ]] || { echo "FAIL: no commands in fragid --help"; failures=$((failures + 1)); }
expect "$(printf '%s\n' $commands -h --help --version | LC_ALL=C sort)" fragid ''
complete -p fragid | grep -q -- '-F _fragid' || { echo "FAIL: complete -p fragid: $(complete -p fragid)"; failures=$((failures + 1)); }

((failures == 0)) && echo "bash completion: every check passed"
exit $((failures > 0))
