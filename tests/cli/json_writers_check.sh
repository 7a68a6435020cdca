#!/bin/bash
# ctest cli.json_writers: every JSON text fragid writes goes through
# fragid::conformance::json_text() (conformance/judge/include/fragid/conformance/json_text.hpp), which replaces
# invalid UTF-8 with U+FFFD instead of throwing: a nlohmann dump() anywhere else
# in the sources is a writer that can end a run at the first bad byte (issue 29, item 3).
# Usage: json_writers_check.sh SOURCE_DIR
set -u
cd "$1" || exit 1
found=$(grep -rn --include='*.cpp' --include='*.hpp' '\.dump(' model grammar reference conformance publish random_check cli |
        grep -v '^conformance/judge/src/json_text\.cpp:')
if [[ -n $found ]]; then
    echo "FAIL: JSON written other than through json_text():"
    echo "$found"
    exit 1
fi
echo "every JSON writer goes through json_text()"
