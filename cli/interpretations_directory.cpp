#include "interpretations_directory.hpp"

#include <algorithm>
#include <iostream>

#include "guarded.hpp"
#include "fragid/model/spec.hpp"

namespace fragid::cli {
namespace {

namespace fs = std::filesystem;

// Whether `dir` holds one of the spec table's interpretation files at least.
bool holds_interpretations(const fs::path& dir) {
    std::error_code error;
    return std::any_of(spec_table.begin(), spec_table.end(), [&](const auto& d) {
        return fs::is_regular_file(dir / fs::path(d.interpretations).filename(), error);
    });
}

std::string file_names() {
    std::string names;
    for (std::size_t i = 0; i < spec_table.size(); ++i)
        names += (i == 0 ? "" : i + 1 == spec_table.size() ? " or " : ", ") +
                 fs::path(spec_table[i].interpretations).filename().string();
    return names;
}

}  // namespace

InterpretationsDirectory interpretations_directory(const std::optional<std::string>& option, const std::string& suite) {
    if (option) {
        std::error_code error;
        if (!fs::is_directory(*option, error))
            throw UsageError("--interpretations " + *option + ": no such directory");
        if (!holds_interpretations(*option))
            throw UsageError("--interpretations " + *option + ": holds no " + file_names());
        return {fs::path(*option), {}};
    }
    InterpretationsDirectory found;
    for (const auto& dir : {fs::path(suite) / "docs", fs::path(suite) / ".." / "docs"}) {
        const auto normal = dir.lexically_normal();
        if (holds_interpretations(normal)) return {normal, {}};
        found.looked += (found.looked.empty() ? "looked in " : " and ") + normal.string();
    }
    found.looked += "; pass --interpretations DIR";
    return found;
}

fs::path interpretations_for_pages(const std::optional<std::string>& option, const std::string& suite) {
    auto found = interpretations_directory(option, suite);
    if (found.dir) return *found.dir;
    std::cerr << "fragid: warning: no " << file_names() << " beside the suite (" << found.looked
              << "): the pages link none of fragid's readings\n";
    return fs::path(suite) / "docs";
}

}  // namespace fragid::cli
