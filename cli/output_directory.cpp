#include "output_directory.hpp"

#include <algorithm>
#include <fstream>

#include "guarded.hpp"
#include "output.hpp"

namespace fragid::cli {
namespace {

namespace fs = std::filesystem;

constexpr const char* manifest_header =
    "# The files fragid wrote here in its last run, one a line. The next run into this directory removes those it "
    "does not write again, and nothing else.\n";

// A manifest's line names a file inside the directory, never outside it.
bool inside(const fs::path& entry) {
    if (entry.empty() || !entry.is_relative() || entry.lexically_normal() != entry) return false;
    return std::none_of(entry.begin(), entry.end(), [](const fs::path& part) { return part == ".." || part == "."; });
}

std::set<fs::path> read_manifest(const fs::path& manifest) {
    std::ifstream in(manifest, std::ios::binary);
    if (!in) throw UsageError("cannot read " + manifest.string());
    std::set<fs::path> files;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line.starts_with('#')) continue;
        if (!inside(line))
            throw UsageError(manifest.string() + " lists '" + line +
                             "', which is not a file inside its directory: correct it or remove the directory");
        files.insert(line);
    }
    if (in.bad()) throw UsageError("cannot read " + manifest.string());
    return files;
}

}  // namespace

OutputDirectory::OutputDirectory(fs::path dir, std::string command) : dir_(std::move(dir)), command_(std::move(command)) {
    if (dir_ == "-") throw UsageError(command_ + ": - (standard output) cannot hold a directory of files: name a directory");
    std::error_code error;
    const auto status = fs::status(dir_, error);
    if (!fs::exists(status)) return;  // made at the first write
    if (!fs::is_directory(status)) throw UsageError(command_ + ": " + dir_.string() + " is not a directory");
    const auto manifest = dir_ / manifest_name;
    if (fs::exists(manifest)) {
        previous_ = read_manifest(manifest);
        return;
    }
    if (!fs::is_empty(dir_, error) || error)
        throw UsageError(command_ + ": " + dir_.string() + " is not empty and has no " + manifest_name +
                         " (the list of what fragid wrote there), so fragid cannot tell the files it would replace "
                         "from yours: give a new or empty directory; nothing was written");
}

void OutputDirectory::write(const fs::path& relative, const std::string& text) {
    written_.insert(relative);
    // Listed before it exists: a run cut short leaves no file of its own unlisted.
    std::set<fs::path> listed = previous_;
    listed.insert(written_.begin(), written_.end());
    if (!started_) create_parent_directories(dir_ / manifest_name);
    started_ = true;
    write_manifest(listed);
    create_parent_directories(dir_ / relative);
    write_file_checked(dir_ / relative, text);
}

void OutputDirectory::finish() {
    for (const auto& old : previous_) {
        if (written_.contains(old)) continue;
        const auto path = dir_ / old;
        std::error_code error;
        const auto status = fs::symlink_status(path, error);
        if (!fs::is_regular_file(status) && !fs::is_symlink(status)) continue;  // gone, or not a file fragid wrote
        if (!fs::remove(path, error) && error)
            throw UsageError("cannot remove " + path.string() + " (written by the last run): " + error.message());
    }
    write_manifest(written_);
}

void OutputDirectory::write_manifest(const std::set<fs::path>& files) const {
    std::string text = manifest_header;
    for (const auto& file : files) text += file.generic_string() + "\n";
    write_file_checked(dir_ / manifest_name, text);
}

}  // namespace fragid::cli
