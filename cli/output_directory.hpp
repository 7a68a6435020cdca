// A directory a command writes many files into (`fragid matrix --output-dir`,
// `docs --site`, `report --output-dir`), and its manifest: the list of the
// files the last run wrote, kept in the directory as `.fragid-manifest`. A run
// removes only what the previous run wrote and this one did not (the deviation
// report of an implementation no longer run would mislead); a file someone
// else put there (`deviations/my-notes.md`) is never touched. A directory that
// is not empty and has no manifest may hold anything: it is refused before the
// run, and nothing is written. Symbolic links inside it are never followed: a
// file that would be written through one is an error, and a listed file whose
// directory is now a link is not removed (it would be someone else's).
#pragma once

#include <filesystem>
#include <set>
#include <string>

namespace fragid::cli {

class OutputDirectory {
public:
    static constexpr const char* manifest_name = ".fragid-manifest";

    // Checks `dir` for `command` ("fragid matrix", for messages): missing,
    // empty, or with a readable manifest. Throws UsageError otherwise.
    OutputDirectory(std::filesystem::path dir, std::string command);

    // Writes `text` to `relative` inside the directory (making its parent
    // directories), checked as every write is; the first call first lists
    // every file of the old and the new run in the manifest, so that a run
    // cut short leaves nothing unlisted.
    void write(const std::filesystem::path& relative, const std::string& text);

    // Removes the files the previous run wrote and this one did not, and
    // leaves the manifest listing this run's files.
    void finish();

    const std::filesystem::path& path() const noexcept { return dir_; }
    // The files the previous run's manifest lists (none for a new directory).
    const std::set<std::filesystem::path>& previous() const noexcept { return previous_; }

private:
    void write_manifest(const std::set<std::filesystem::path>& files) const;

    std::filesystem::path dir_;
    std::string command_;
    std::set<std::filesystem::path> previous_;  // the old manifest's files
    std::set<std::filesystem::path> written_;   // this run's files
    bool started_ = false;
};

}  // namespace fragid::cli
