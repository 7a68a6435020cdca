// spec_lists: writes the lists that come from the spec table into the suite's
// JSON Schemas (conformance/schema/**.json), the fuzz dictionaries
// (fuzz/*.dict) and the action's metadata (action.yml), or with --check says
// which are out of date (scripts/spec_lists.sh runs it; the ctest
// spec_lists.current checks).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "fragid/spec_lists/regenerate.hpp"

namespace {

namespace fs = std::filesystem;

std::string read_whole(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + path.string());
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// stdio: fclose() reports the error of the last, buffered write (a full disk).
void write_whole(const fs::path& path, const std::string& text) {
    errno = 0;
    std::FILE* out = std::fopen(path.c_str(), "wb");
    if (!out) throw std::runtime_error("cannot write " + path.string() + ": " + std::strerror(errno));
    const bool written = std::fwrite(text.data(), 1, text.size(), out) == text.size();
    const bool closed = std::fclose(out) == 0;
    if (!written || !closed) throw std::runtime_error("write error: " + path.string());
}

// The files that may hold the table's lists, in a stable order.
std::vector<fs::path> candidates(const fs::path& root) {
    std::vector<fs::path> found;
    for (const auto& entry : fs::recursive_directory_iterator(root / "conformance" / "schema"))
        if (entry.is_regular_file() && entry.path().extension() == ".json") found.push_back(entry.path());
    for (const auto& entry : fs::directory_iterator(root / "fuzz"))
        if (entry.is_regular_file() && entry.path().extension() == ".dict") found.push_back(entry.path());
    found.push_back(root / "action.yml");
    std::sort(found.begin(), found.end());
    return found;
}

int run(const fs::path& root, bool check) {
    std::size_t lists = 0, files = 0, stale = 0;
    for (const auto& path : candidates(root)) {
        const auto text = read_whole(path);
        fragid::spec_lists::Regenerated regenerated;
        try {
            regenerated = path.extension() == ".json"   ? fragid::spec_lists::regenerate_schema(text)
                          : path.extension() == ".dict" ? fragid::spec_lists::regenerate_dictionary(text)
                                                        : fragid::spec_lists::regenerate_line_lists(text);
        } catch (const std::exception& e) {
            throw std::runtime_error(fs::relative(path, root).string() + ": " + e.what());
        }
        if (regenerated.lists == 0) continue;
        lists += regenerated.lists;
        ++files;
        if (regenerated.text == text) continue;
        ++stale;
        const auto shown = fs::relative(path, root).string();
        if (check) {
            std::cerr << "spec_lists: " << shown << " is out of date: run scripts/spec_lists.sh\n";
        } else {
            write_whole(path, regenerated.text);
            std::cerr << "spec_lists: wrote " << shown << '\n';
        }
    }
    // No list at all: not the sources' root, or the marks are gone.
    if (lists == 0)
        throw std::runtime_error("no list of the spec table in " + root.string() + "'s schemas, dictionaries or action.yml");
    std::cerr << "spec_lists: " << lists << " lists in " << files << " files"
              << (check ? (stale ? ", " + std::to_string(stale) + " out of date" : ", all current") : "") << '\n';
    return check && stale ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Write the lists that come from the spec table (model/include/fragid/model/spec.hpp) into the suite's "
                 "JSON Schemas (conformance/schema), the fuzz dictionaries (fuzz/*.dict) and action.yml: the nodes and "
                 "lines marked \"written from spec_table\". Exit status: 0 done (or current), 1 out of date (--check), 2 an error.",
                 "spec_lists"};
    std::string root;
    bool check = false;
    app.add_option("SOURCE_DIR", root, "The root of fragid's sources")->required()->check(CLI::ExistingDirectory);
    app.add_flag("--check", check, "Write nothing; exit 1 if a file is out of date");
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? 0 : 2;
    }
    try {
        return run(root, check);
    } catch (const std::exception& e) {
        std::cerr << "spec_lists: " << e.what() << '\n';
        return 2;
    }
}
