// The spec's words for a case (conformance/requirements.hpp, words_for()) with
// where they stand: a quote of another document cites that document (RFC 4180
// s.2, RFC 3986 s.2.3), a case's own quote its section, a requirement's words
// the requirement's section (which may be another than the case's). Private to
// the publish library.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "fragid/conformance/requirements.hpp"

namespace fragid::publish {

struct CitedWords {
    std::string words;
    std::string citation;  // "RFC 5147 s.4.2", "RFC 4180 s.2"
    bool of_the_spec = true;  // false for a quote of another document
};

std::optional<CitedWords> cited_words(const conformance::Case& c,
                                      const std::map<conformance::Spec, conformance::Catalogue>& catalogues);

}  // namespace fragid::publish
