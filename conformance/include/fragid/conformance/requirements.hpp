// The requirement catalogue of each specification (conformance/requirements/*.yaml):
// its sections and every sentence with an RFC 2119 keyword, so that the
// vectors can be checked against it and coverage measured.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "fragid/conformance/case.hpp"
#include "fragid/conformance/vectors.hpp"

namespace fragid::conformance {

struct Requirement {
    std::string id;       // "rfc5147-s4.2-1"
    std::string section;  // "4.2"
    Level level = Level::must;
    std::string quote;
    bool testable = true;
    std::string why;  // when not testable
    // A sentence that only says the sections after it are binding (RFC 5147
    // s.4, RFC 7111 s.4: "MUST behave as described in the following
    // sections"): true of every case, so never the words quoted for one.
    bool preamble = false;
};

struct Catalogue {
    Spec spec = Spec::rfc5147;
    std::string title;
    std::vector<std::pair<std::string, std::string>> sections;  // number, title
    std::vector<Requirement> requirements;
    bool has_section(const std::string& number) const;
    const Requirement* find(const std::string& id) const;
};

// Every requirements/*.yaml below `suite_dir`, by spec. Problems (malformed
// YAML, missing fields, duplicate ids) are appended to `problems`.
std::map<Spec, Catalogue> load_catalogues(const std::filesystem::path& suite_dir, std::vector<Problem>& problems);

// The specification's words for a case: its own `quote`, else the words of the
// first requirement it lists that is not a preamble; nothing rather than a
// preamble, which would tell a reader nothing about the case.
std::optional<std::string> words_for(const Case& c, const std::map<Spec, Catalogue>& catalogues);
// "4.1 Line Endings" from the catalogue's section list, or "4.1" if it is not there.
std::string section_heading(const std::map<Spec, Catalogue>& catalogues, Spec spec, const std::string& section);

// docs/coverage.md: for each spec, each requirement with the cases listing it.
// `uncovered` receives the testable `must` requirements no case lists.
std::string coverage_markdown(const std::map<Spec, Catalogue>& catalogues, const std::vector<const Case*>& cases,
                              std::vector<std::string>& uncovered);

}  // namespace fragid::conformance
