#!/usr/bin/env bash
# Fetches a package of Debian 12 with apt-get, through a private apt configuration under DIR, so
# that nothing of the machine's own apt set-up is read or changed: it works the same on Debian,
# on Ubuntu (OSS-Fuzz's base-builder image) and without root. Used where a build needs a library
# in a form Debian does not ship: simdjson as a static archive for the portable binary
# (scripts/portable_build.sh), yaml-cpp and RapidCheck compiled against libc++ and PEGTL's headers
# for the fuzzing template (fuzz/template/build_differential.sh). Never vendored: fetched, checked
# by apt against Debian's archive key, and built inside the build directory.
#   debian_package.sh source NAME DIR    ->  DIR/NAME-<upstream version>/ (apt-get source: unpacked, Debian's patches applied)
#   debian_package.sh download NAME DIR  ->  DIR/NAME_<version>_<arch>.deb (apt-get download)
# Prints the path made. Needs apt-get, the keyring /usr/share/keyrings/debian-archive-keyring.gpg
# (package debian-archive-keyring, in Ubuntu too), and for `source` dpkg-source (dpkg-dev).
# FRAGID_DEBIAN_MIRROR overrides the archive (default http://deb.debian.org/debian).
# Exit status: 0 done, 1 the fetch failed, 2 usage, 77 the archive cannot be reached (for ctest's skip).
set -euo pipefail
usage() { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; }
[[ ${1:-} == -h || ${1:-} == --help ]] && { usage; exit 0; }
(($# == 3)) && [[ $1 == source || $1 == download ]] || { usage >&2; exit 2; }
what=$1 name=$2 dir=$3
mirror=${FRAGID_DEBIAN_MIRROR:-http://deb.debian.org/debian}
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
[[ -r $keyring ]] || { echo "debian_package.sh: no $keyring (apt-get install debian-archive-keyring)" >&2; exit 1; }

mkdir -p "$dir/apt/lists/partial" "$dir/apt/archives/partial" "$dir/apt/parts" "$dir/apt/preferences.d"
dir=$(cd "$dir" && pwd)
apt_dir=$dir/apt
# Debian 12 only: its sources and, for `download`, its binary packages of this machine's architecture.
cat >"$apt_dir/sources.list" <<EOF
deb [signed-by=$keyring] $mirror bookworm main
deb-src [signed-by=$keyring] $mirror bookworm main
EOF
apt_options=(
  -o "Dir::Etc::SourceList=$apt_dir/sources.list" -o "Dir::Etc::SourceParts=$apt_dir/parts"
  -o "Dir::Etc::PreferencesParts=$apt_dir/preferences.d" -o "Dir::State::Lists=$apt_dir/lists"
  -o "Dir::Cache=$apt_dir" -o "Dir::Cache::Archives=$apt_dir/archives"
  -o "APT::Sandbox::User=$(id -un)" -o "Debug::NoLocking=1" -qq
)
# The lists once a day at most: a build run again reads none.
if [[ -z $(find "$apt_dir/lists" -name '*Sources*' -mtime -1 2>/dev/null) ]]; then
  if ! apt-get "${apt_options[@]}" update >"$apt_dir/update.log" 2>&1; then
    cat "$apt_dir/update.log" >&2
    echo "debian_package.sh: Debian's archive ($mirror) cannot be reached" >&2
    exit 77
  fi
fi
cd "$dir"
case $what in
  source)
    # The newest source of NAME in bookworm, unpacked with Debian's patches (dpkg-source -x).
    existing=$(find . -maxdepth 1 -type d -name "$name-[0-9]*" | sort | tail -n 1)
    if [[ -z $existing ]]; then
      apt-get "${apt_options[@]}" source "$name" >"$apt_dir/source-$name.log" 2>&1 ||
        { cat "$apt_dir/source-$name.log" >&2; exit 1; }
      existing=$(find . -maxdepth 1 -type d -name "$name-[0-9]*" | sort | tail -n 1)
    fi
    [[ -n $existing ]] || { echo "debian_package.sh: apt-get source $name unpacked no $name-<version>/" >&2; exit 1; }
    echo "$dir/${existing#./}"
    ;;
  download)
    existing=$(find . -maxdepth 1 -name "${name}_*.deb" | sort | tail -n 1)
    if [[ -z $existing ]]; then
      apt-get "${apt_options[@]}" download "$name" >"$apt_dir/download-$name.log" 2>&1 ||
        { cat "$apt_dir/download-$name.log" >&2; exit 1; }
      existing=$(find . -maxdepth 1 -name "${name}_*.deb" | sort | tail -n 1)
    fi
    [[ -n $existing ]] || { echo "debian_package.sh: apt-get download $name left no ${name}_*.deb" >&2; exit 1; }
    echo "$dir/${existing#./}"
    ;;
esac
