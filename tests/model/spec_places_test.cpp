// Where the specs are named outside the spec table (model/include/fragid/model/spec.hpp):
// every file that names them is in docs/architecture.md's "Adding a specification",
// so that the document stays the real list of what a fourth spec touches (issue 41),
// and the lists written by hand outside C++ (the npm types, the action)
// name the table's specs.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "fragid/model/spec.hpp"
#include "build_paths.hpp"

namespace fragid {
namespace {

namespace fs = std::filesystem;
const fs::path places_root{build::source_dir};

std::string places_slurp(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// A place the document gives: a file, a folder (ending in '/'), or a pattern
// of a spec's own files, where `<spec>` stands for a spec's short name, `*`
// for any part of a name (fuzz/ and mutants/ name files for the media type)
// and `**` for any folders.
struct Place {
    std::string written;
    std::regex pattern;
    bool exempt;  // a whole category not counted among the files a spec touches
    // A pattern of a spec's own files (`<spec>`, or `*` within a name), not a
    // category of shared files (`conformance/schema/**`).
    bool own() const {
        return written.find("<spec>") != std::string::npos ||
               (written.find('*') != std::string::npos && written.find("**") == std::string::npos);
    }
};

std::regex place_pattern(const std::string& written) {
    std::string re;
    for (std::size_t i = 0; i < written.size(); ++i) {
        const char c = written[i];
        if (written.compare(i, 6, "<spec>") == 0) {
            std::string names;
            for (const auto& d : spec_table) names += (names.empty() ? "" : "|") + std::string(d.short_name);
            re += "(" + names + ")";
            i += 5;
        } else if (written.compare(i, 2, "**") == 0) {
            re += ".*";
            ++i;
        } else if (c == '*') {
            re += "[^/]*";
        } else if (std::string_view(".+?()[]{}|^$\\").find(c) != std::string_view::npos) {
            re += std::string("\\") + c;
        } else {
            re += c;
        }
    }
    if (written.ends_with('/')) re += ".*";
    return std::regex(re);
}

// The section's backquoted paths: a token with a '/' or a '.' and no space,
// from the root of the sources.
// The paragraphs that start "Not counted" and "Named only" give what a new
// spec leaves alone: its tests, documents and data, and files that name the
// specs as examples or in one spec's own content.
std::vector<Place> documented_places() {
    const auto doc = places_slurp(places_root / "docs/architecture.md");
    const auto begin = doc.find("## Adding a specification");
    const auto end = doc.find("\n## ", begin + 1);
    std::istringstream section(doc.substr(begin, end - begin));
    std::vector<Place> places;
    bool exempt = false;
    const std::regex token("`([^` ]+)`");
    for (std::string line; std::getline(section, line);) {
        if (line.starts_with("Not counted") || line.starts_with("Named only")) exempt = true;
        if (line.empty()) exempt = false;
        for (std::sregex_iterator it(line.begin(), line.end(), token), last; it != last; ++it) {
            const auto written = (*it)[1].str();
            if (written.find('/') == std::string::npos && written.find('.') == std::string::npos) continue;
            if (written.find('(') != std::string::npos || written.find('=') != std::string::npos) continue;
            // A folder names a whole category only where it is exempt; in a
            // numbered item it heads the files listed after it.
            if (written.ends_with('/') && !exempt) continue;
            places.push_back({written, place_pattern(written), exempt});
        }
    }
    return places;
}

bool is_generated_or_outside(const std::string& relative) {
    static const std::regex skipped(
        "(\\.git|build[^/]*|[^/]*/node_modules|node_modules)(/.*)?|npm/fragid-wasm\\.mjs|docs/matrix/fragid-wasm\\.js|"
        "compile_commands\\.json|(crash|leak|timeout|oom|slow-unit)-.*");
    return std::regex_match(relative, skipped);
}

// Whether `text` compares a Spec with one of its values: `case Spec::x`,
// `== Spec::x`, `!= Spec::x`, `Spec::x ==`, `Spec::x !=` or `Spec::x ?`. A
// scan, not std::regex: a std::regex_search over every file of the sources
// (megabytes of JSON among them) took over three minutes.
bool compares_a_spec(std::string_view text) {
    constexpr std::string_view qualifier = "Spec::";
    const auto is_word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (auto at = text.find(qualifier); at != std::string_view::npos; at = text.find(qualifier, at + 1)) {
        auto name_end = at + qualifier.size();
        while (name_end < text.size() && is_word(text[name_end])) ++name_end;
        if (name_end == at + qualifier.size()) continue;  // no value named
        const auto before = text.substr(0, at);
        if (before.ends_with("case ")) return true;
        auto op_end = before.size();
        while (op_end > 0 && before[op_end - 1] == ' ') --op_end;
        const auto op_before = before.substr(0, op_end);
        if (op_before.ends_with("==") || op_before.ends_with("!=")) return true;
        auto next = name_end;
        while (next < text.size() && text[next] == ' ') ++next;
        const auto after = text.substr(next);
        if (after.starts_with("?") || after.starts_with("==") || after.starts_with("!=")) return true;
    }
    return false;
}

// A file names the specs when it names two of them by their short names (the
// identifiers and names code writes: Spec::rfc5147, "rfc7111", wilde-) or
// compares a Spec with one of them; a file whose own name names one spec is that
// spec's own, and a fourth spec adds its own beside it.
bool names_the_specs(const std::string& relative, const std::string& text) {
    std::size_t named = 0;
    for (const auto& d : spec_table) {
        if (relative.find(d.short_name) != std::string::npos) return false;
        if (text.find(d.short_name) != std::string::npos) ++named;
    }
    return named >= 2 || compares_a_spec(text);
}

std::vector<std::string> files_naming_the_specs() {
    std::vector<std::string> found;
    for (auto it = fs::recursive_directory_iterator(places_root); it != fs::recursive_directory_iterator(); ++it) {
        const auto relative = fs::relative(it->path(), places_root).generic_string();
        if (is_generated_or_outside(relative)) {
            if (it->is_directory()) it.disable_recursion_pending();
            continue;
        }
        if (!it->is_regular_file() || it->file_size() > 4 * 1024 * 1024) continue;
        if (names_the_specs(relative, places_slurp(it->path()))) found.push_back(relative);
    }
    std::sort(found.begin(), found.end());
    return found;
}

// The place of a file: an exempt category first, then a spec's own files,
// then a file the document names.
const Place* place_of(const std::vector<Place>& places, const std::string& relative) {
    const Place* found = nullptr;
    auto rank = [](const Place& p) { return p.exempt ? 0 : p.own() ? 1 : 2; };
    for (const auto& place : places)
        if (std::regex_match(relative, place.pattern) && (!found || rank(place) < rank(*found))) found = &place;
    return found;
}

TEST(SpecPlaces, EveryFileNamingTheSpecsIsInTheDocumentsList) {
    const auto places = documented_places();
    ASSERT_GE(places.size(), 10u) << "docs/architecture.md's \"Adding a specification\" lists too few paths";
    std::vector<std::string> touched;
    for (const auto& relative : files_naming_the_specs()) {
        const auto* place = place_of(places, relative);
        EXPECT_NE(place, nullptr) << relative << " names the specs, and docs/architecture.md's \"Adding a "
                                                 "specification\" does not list it";
        if (place && !place->exempt && !place->own()) touched.push_back(relative);
    }
    // What a fourth spec edits today, beside the files of its own (issue 41 counts them).
    std::cout << touched.size() << " files name the specs, outside tests, documents, data and examples:\n";
    for (const auto& relative : touched) std::cout << "  " << relative << "\n";
}

TEST(SpecPlaces, EveryFileTheDocumentListsExists) {
    for (const auto& place : documented_places()) {
        if (place.written.find('*') != std::string::npos || place.written.find('<') != std::string::npos) continue;
        EXPECT_TRUE(fs::exists(places_root / place.written))
            << "docs/architecture.md's \"Adding a specification\" lists " << place.written << ", which is not there";
    }
}

std::set<std::string> quoted_in(const std::string& text) {
    std::set<std::string> out;
    const std::regex quoted("'([^']+)'");
    for (std::sregex_iterator it(text.begin(), text.end(), quoted), last; it != last; ++it) out.insert((*it)[1]);
    return out;
}

std::string line_with(const std::string& text, const std::string& marker) {
    const auto at = text.find(marker);
    if (at == std::string::npos) return "";
    const auto start = text.rfind('\n', at) + 1;
    return text.substr(start, text.find('\n', at) - start);
}

std::set<std::string> table_field(std::string_view SpecDescriptor::*field) {
    std::set<std::string> out;
    for (const auto& d : spec_table) out.emplace(d.*field);
    return out;
}

// npm/index.d.ts is written by hand: its spec names are the table's.
TEST(SpecPlaces, TheNpmTypesNameTheTablesSpecs) {
    const auto types = places_slurp(places_root / "npm/index.d.ts");
    EXPECT_EQ(quoted_in(line_with(types, "export type SpecName =")), table_field(&SpecDescriptor::name));
    auto spec_option = quoted_in(line_with(types, "spec?: "));
    EXPECT_EQ(spec_option, table_field(&SpecDescriptor::short_name)) << "resolve()'s spec option: the short names";
}

// action.yml's `specs` input names every spec the runner accepts.
TEST(SpecPlaces, TheActionNamesTheTablesSpecs) {
    const auto line = line_with(places_slurp(places_root / "action.yml"), "Specs to run");
    EXPECT_NE(line.find("(" + listed(&SpecDescriptor::name) + ")"), std::string::npos) << line;
}

}  // namespace
}  // namespace fragid
