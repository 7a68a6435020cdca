// Where the specs are named outside the spec table (model/include/fragid/model/spec.hpp):
// every file that names them is in docs/architecture.md's "Adding a specification",
// so that the document stays the real list of what a fourth spec touches (issue 41),
// and the lists written by hand outside C++ (the npm types, the action)
// name the table's specs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cxxabi.h>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <typeinfo>
#include <utility>
#include <variant>
#include <vector>

#include "fragid/model/fragment.hpp"
#include "fragid/model/spec.hpp"
#include "build_paths.hpp"
#include "spec_words.hpp"

namespace fragid {
namespace {

namespace fs = std::filesystem;
using namespace spec_words;
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
        "(\\.git|build[^/]*|(.*/)?node_modules)(/.*)?|npm/fragid-wasm\\.mjs|docs/matrix/fragid-wasm\\.js|"
        "compile_commands\\.json|(crash|leak|timeout|oom|slow-unit)-.*");
    return std::regex_match(relative, skipped);
}

// The spec-ordered variants of the sources' headers, read (spec_words.hpp), so
// that a spec's new alternative or a new such variant needs no list here;
// SpecPlaces.TheVariantsReadAreTheCompiledOnes checks the reading against the
// compiled types.
std::vector<SpecVariant> spec_ordered_variants() {
    std::vector<SpecVariant> found;
    for (auto it = fs::recursive_directory_iterator(places_root); it != fs::recursive_directory_iterator(); ++it) {
        const auto relative = fs::relative(it->path(), places_root).generic_string();
        if (is_generated_or_outside(relative) || relative.starts_with("tests/")) {
            if (it->is_directory()) it.disable_recursion_pending();
            continue;
        }
        if (!it->is_regular_file() || it->path().extension() != ".hpp") continue;
        for (auto& variant : spec_variants_in(places_slurp(it->path()))) found.push_back(std::move(variant));
    }
    return found;
}

const SpecWords& spec_words() {
    static const SpecWords words = spec_words_of(spec_ordered_variants());
    return words;
}

// A file names the specs when it names two of them: by their short names (the
// identifiers and names code writes: Spec::rfc5147, "rfc7111", wilde-), by
// their types or families of names (specs_named_by_words), or when it compares
// a Spec with one of them; a file whose own name names one spec is that
// spec's own, and a fourth spec adds its own beside it.
bool names_the_specs(const std::string& relative, const std::string& text) {
    auto named = specs_named_by_words(text, spec_words());
    for (std::size_t i = 0; i < spec_count; ++i) {
        if (relative.find(spec_table[i].short_name) != std::string::npos) return false;
        if (text.find(spec_table[i].short_name) != std::string::npos) named.insert(i);
    }
    return named.size() >= 2 || compares_a_spec(text);
}

// Whether a folder is one the document exempts whole (`docs/`, `tests/`, ...):
// its files are not read, since any of them may name the specs. They are most
// of the sources' bytes (the site's pages, the suite's export), and reading
// them at the tests' -O0 took a minute of this test's time on a busy machine.
bool in_an_exempt_folder(const std::vector<Place>& places, const std::string& relative) {
    return std::any_of(places.begin(), places.end(), [&](const Place& p) {
        return p.exempt && p.written.ends_with('/') && (relative + "/").starts_with(p.written);
    });
}

std::vector<std::string> files_naming_the_specs(const std::vector<Place>& places) {
    std::vector<std::string> found;
    for (auto it = fs::recursive_directory_iterator(places_root); it != fs::recursive_directory_iterator(); ++it) {
        const auto relative = fs::relative(it->path(), places_root).generic_string();
        if (is_generated_or_outside(relative) || (it->is_directory() && in_an_exempt_folder(places, relative))) {
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
    for (const auto& relative : files_naming_the_specs(places)) {
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

// The unqualified name of a type, as the compiler spells it.
template <class T>
std::string type_name() {
    int status = 0;
    char* demangled = abi::__cxa_demangle(typeid(T).name(), nullptr, nullptr, &status);
    std::string name = status == 0 ? demangled : typeid(T).name();
    std::free(demangled);
    const auto colons = name.rfind("::");
    return colons == std::string::npos ? name : name.substr(colons + 2);
}

template <class Variant>
std::vector<std::string> alternatives_compiled() {
    return []<std::size_t... I>(std::index_sequence<I...>) {
        return std::vector<std::string>{type_name<std::variant_alternative_t<I, Variant>>()...};
    }(std::make_index_sequence<std::variant_size_v<Variant>>{});
}

// The per-spec names the scan counts are read from the headers: the reading
// gives the model's variants as compiled (a spec's new alternative is read
// too), finds the conformance outcome's, and gives a stem per spec.
TEST(SpecPlaces, TheVariantsReadAreTheCompiledOnes) {
    std::map<std::string, std::vector<std::string>> read;
    for (const auto& variant : spec_ordered_variants()) read[variant.name] = variant.alternatives;
    EXPECT_EQ(read["ParsedFragment"], alternatives_compiled<ParsedFragment>());
    EXPECT_EQ(read["FragmentResult"], alternatives_compiled<FragmentResult>());
    EXPECT_EQ(read["Outcome"].size(), spec_count) << "conformance's Outcome, one alternative per spec first";
    EXPECT_EQ(spec_words().stems.size(), spec_count);
    for (const auto& stem : spec_words().stems) EXPECT_FALSE(stem.empty());
}

// A file is found by the types and families of names of two specs, and not
// by one spec's, nor by a stem inside another word.
TEST(SpecPlaces, TypesAndFamiliesOfNamesNameTheSpecs) {
    const auto& stems = spec_words().stems;
    ASSERT_EQ(stems.size(), spec_count);
    std::string lower0 = stems[0], lower1 = stems[1];
    for (auto* s : {&lower0, &lower1})
        for (auto& c : *s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const auto type_of = [](std::size_t spec) { return *spec_words().types[spec].begin(); };
    EXPECT_TRUE(names_the_specs("x.cpp", type_of(0) + " " + type_of(1)));
    EXPECT_TRUE(names_the_specs("x.cpp", lower0 + "_mutants(), " + lower1 + "_mutants()"));
    EXPECT_TRUE(names_the_specs("x.cpp", "explain" + stems[0] + " explain" + stems[1]));
    EXPECT_FALSE(names_the_specs("x.cpp", type_of(0) + " " + lower0 + "_mutants"));
    EXPECT_FALSE(names_the_specs("x.cpp", lower0 + "_mutants " + lower1 + "_edits"));
    EXPECT_FALSE(names_the_specs("x.cpp", lower0 + " " + lower1 + " con" + lower0 + "_a " + lower1 + "_a"));
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
