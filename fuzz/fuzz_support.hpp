// What every harness shares: turning fuzz bytes into a fragment and an entity,
// and failing loudly (abort, never assert: NDEBUG would remove an assert).
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "fragid/conformance/locate.hpp"
#include "fragid/model/entity.hpp"

namespace fragid::fuzz {

// The suite, for the harnesses that read its schemas: FRAGID_SUITE, else
// fragid-suite beside the harness (where oss-fuzz/build.sh puts it in $OUT),
// else share/fragid beside the harness's folder (a build tree's <build>/share/fragid).
inline std::filesystem::path suite_dir() {
    const auto executable = conformance::running_executable();
    const auto shipped = executable.parent_path() / "fragid-suite";
    const char* variable = std::getenv("FRAGID_SUITE");
    if (!(variable && *variable) && !executable.empty() && std::filesystem::is_directory(shipped)) return shipped;
    try {
        return conformance::find_suite(std::nullopt, executable).dir;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "fragid fuzz harness: %s\n", e.what());
        std::abort();
    }
}

[[noreturn]] inline void fail(const std::string& what, std::string_view fragment, std::string_view entity = {}) {
    std::fprintf(stderr, "fragid fuzz finding: %s\n  fragment: %.*s\n  entity: %zu bytes\n", what.c_str(),
                 static_cast<int>(fragment.size()), fragment.data(), entity.size());
    std::abort();
}

#define FRAGID_FUZZ_CHECK(condition, fragment, entity) \
    do {                                               \
        if (!(condition)) ::fragid::fuzz::fail(#condition, fragment, entity); \
    } while (0)

// A case from fuzz bytes: byte 0 picks the charset (low 3 bits) and the
// line-ending conventions in force (high 5 bits); the fragment runs to the
// first newline; the rest is the entity, exactly.
struct Case {
    std::string_view fragment;
    Entity entity;
};

inline Case case_from(const std::uint8_t* data, std::size_t size) {
    static constexpr const char* charsets[8] = {nullptr, "UTF-8", "US-ASCII", "UTF-16", "UTF-16LE", "ISO-8859-1",
                                                "windows-1252", "UTF-16BE"};
    static constexpr LineEnding endings[5] = {LineEnding::crlf, LineEnding::lf, LineEnding::cr, LineEnding::nel,
                                              LineEnding::cr_nel};
    Case c;
    if (size == 0) return c;
    const auto selector = data[0];
    const std::string_view rest(reinterpret_cast<const char*>(data) + 1, size - 1);
    const auto newline = rest.find('\n');
    c.fragment = rest.substr(0, newline);
    c.entity.bytes = newline == std::string_view::npos ? std::string_view{} : rest.substr(newline + 1);
    if (const char* name = charsets[selector & 7]) c.entity.charset = name;
    LineEndingSet set;
    for (int bit = 0; bit < 5; ++bit)
        if (selector & (8 << bit)) set = set.with(endings[bit]);
    c.entity.line_endings = set;
    return c;
}

}  // namespace fragid::fuzz
