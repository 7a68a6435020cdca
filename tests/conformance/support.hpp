// Helpers for the conformance tests: small cases made in code, and a scratch suite directory.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "fragid/conformance/case.hpp"
#include "fragid/model/outcome.hpp"

namespace fragid::test {

inline const std::filesystem::path source_dir{FRAGID_SOURCE_DIR};
inline const std::filesystem::path suite_dir = source_dir / "conformance";

// A text/plain case: `fragment` on `text`, expecting a range [a, b) of characters (= bytes: ASCII).
inline conformance::Case text_case(std::string id, std::string fragment, std::string text, std::uint64_t a,
                                   std::uint64_t b) {
    conformance::Case c;
    c.id = std::move(id);
    c.spec = conformance::Spec::rfc5147;
    c.section = "2.1.1";
    c.fragment = std::move(fragment);
    c.entity.bytes = std::move(text);
    c.acceptable.push_back(Outcome{Status::ok, TextSpan{false, a, b, a, b}, std::nullopt, std::nullopt});
    return c;
}

// A fresh directory laid out like conformance/ (suite.json and schema/ copied, vectors/ and requirements/ empty).
inline std::filesystem::path scratch_suite(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("fragid-conformance-test-" + std::to_string(::getpid())) / name;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir / "vectors");
    std::filesystem::create_directories(dir / "requirements");
    std::filesystem::copy(suite_dir / "schema", dir / "schema", std::filesystem::copy_options::recursive);
    std::filesystem::copy_file(suite_dir / "suite.json", dir / "suite.json");
    return dir;
}

inline void write(const std::filesystem::path& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

}  // namespace fragid::test
