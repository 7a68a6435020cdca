#include "output_directory.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>

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

// The first of `dir`/a, `dir`/a/b, ... `dir`/`relative` that is a symbolic
// link (the last one only if `last` says so), or nothing. The directory
// itself may be a link: the user named it.
std::optional<fs::path> link_inside(const fs::path& dir, const fs::path& relative, bool last) {
    fs::path path = dir;
    std::size_t left = static_cast<std::size_t>(std::distance(relative.begin(), relative.end()));
    for (const auto& part : relative) {
        path /= part;
        if (--left == 0 && !last) break;
        std::error_code error;
        if (fs::is_symlink(fs::symlink_status(path, error))) return path;
    }
    return std::nullopt;
}

}  // namespace

OutputDirectory::OutputDirectory(fs::path dir, std::string command) : dir_(std::move(dir)), command_(std::move(command)) {
    if (dir_ == "-") throw UsageError(command_ + ": - (standard output) cannot hold a directory of files: name a directory");
    std::error_code error;
    const auto status = fs::status(dir_, error);
    if (!fs::exists(status)) return;  // made at the first write
    if (!fs::is_directory(status)) throw UsageError(command_ + ": " + dir_.string() + " is not a directory");
    const auto manifest = dir_ / manifest_name;
    if (link_inside(dir_, manifest_name, true))
        throw UsageError(command_ + ": " + manifest.string() + " is a symbolic link: fragid writes only inside " +
                         dir_.string() + "; remove the link");
    if (fs::exists(manifest)) {
        previous_ = read_manifest(manifest);
        // A directory the last run wrote into, now a link, leads elsewhere:
        // said before anything runs (issue 38 item 4).
        for (const auto& entry : previous_)
            if (const auto link = link_inside(dir_, entry, false))
                throw UsageError(command_ + ": " + link->string() + " is a symbolic link (the last run wrote " +
                                 (dir_ / entry).string() + "): fragid writes and removes only inside " + dir_.string() +
                                 ", never where a link leads; remove the link; nothing was written");
        return;
    }
    if (!fs::is_empty(dir_, error) || error)
        throw UsageError(command_ + ": " + dir_.string() + " is not empty and has no " + manifest_name +
                         " (the list of what fragid wrote there), so fragid cannot tell the files it would replace "
                         "from yours: give a new or empty directory; nothing was written");
}

void OutputDirectory::write(const fs::path& relative, const std::string& text) {
    // Written through a link, a file would land outside the directory, where
    // a later run's cleaning could remove what it never wrote (issue 38 item 4).
    if (const auto link = link_inside(dir_, relative, true))
        throw UsageError(command_ + ": " + link->string() + " is a symbolic link: fragid writes only inside " +
                         dir_.string() + ", never where a link leads; remove the link");
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
        // A directory on the way replaced by a link leads elsewhere: what is
        // there is not the file the last run wrote, and is left alone.
        if (const auto link = link_inside(dir_, old, false)) {
            std::cerr << "fragid: warning: " << command_ << ": " << link->string() << " is a symbolic link now: "
                      << path.string() << ", listed as written by the last run, is not removed\n";
            continue;
        }
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
