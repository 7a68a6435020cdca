#!/usr/bin/env bash
# Checks that an ELF program runs on any x86-64 Linux with glibc >= GLIBC (default 2.35) and
# nothing else installed (issue 42 item 1): its dynamic dependencies (readelf's NEEDED) are the C
# library's own objects only, and no symbol it takes from them is versioned above GLIBC_<GLIBC>.
# Debian 12 has glibc 2.36: a symbol versioned 2.36 (arc4random, pidfd_*, ...) that reaches the
# program makes it refuse to start on Ubuntu 22.04; this names it.
#   portable_dependencies.sh PROGRAM [GLIBC]   (exit 0 portable; 1 not, with each reason; 2 usage)
# Used by scripts/portable_build.sh on what it built, and by the ctests portable.archive and
# portable.rejects_shared (tests/package/portable_test.sh).
set -uo pipefail
program=${1:-}
floor=${2:-2.35}
[[ -f $program ]] || { echo "usage: portable_dependencies.sh PROGRAM [GLIBC]: no file '$program'" >&2; exit 2; }
command -v readelf >/dev/null || { echo "portable_dependencies.sh: readelf (binutils) is needed" >&2; exit 2; }

# The C library's objects: glibc 2.34 folded libpthread, libdl and librt into libc, but a
# program linked elsewhere may still name them; they are glibc all the same.
allowed='^(libc\.so\.6|libm\.so\.6|libpthread\.so\.0|libdl\.so\.2|librt\.so\.1|ld-linux-x86-64\.so\.2)$'
status=0
needed=$(readelf -d "$program" | sed -n 's/.*(NEEDED).*Shared library: \[\(.*\)\]/\1/p')
[[ -n $needed ]] || { echo "$program: no dynamic section: is it an ELF program?" >&2; exit 1; }
while IFS= read -r library; do
  if [[ ! $library =~ $allowed ]]; then
    echo "$program: needs $library, which is not the C library's (link it statically)"
    status=1
  fi
done <<<"$needed"

# The version of every symbol taken from glibc (readelf --dyn-syms: "name@GLIBC_2.34 (3)").
newest=$(readelf --dyn-syms --wide "$program" | grep -o '@GLIBC_[0-9.]*' | sed 's/@GLIBC_//' | sort -uV | tail -n 1)
too_new=$(readelf --dyn-syms --wide "$program" | awk '$7 == "UND"' | grep -o '[^ ]*@GLIBC_[0-9.]*' |
  while IFS=@ read -r name version; do
    version=${version#GLIBC_}
    [[ $(printf '%s\n%s\n' "$version" "$floor" | sort -V | tail -n 1) != "$floor" ]] && echo "$name@GLIBC_$version"
  done | sort -u)
if [[ -n $too_new ]]; then
  echo "$program: symbols newer than GLIBC_$floor (it would not start on an older glibc):" $too_new
  status=1
fi
if ((status == 0)); then
  echo "$program: portable: needs only" $needed "; newest glibc symbol version GLIBC_$newest (<= $floor)"
fi
exit $status
